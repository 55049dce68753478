// The hot site through HTTP against real local bindings: landing per host, the questionnaire without
// JavaScript (form posts, session cookie, lead in D1), hostile input, and the /external funnel.
import { describe, expect, it } from "vitest";
import { CARD } from "./fixtures";
import { eventually, form, useSite } from "./harness";

// A landing host without a §9 keyword ("anything else is professionals") is one more LANDING_HOSTS entry.
const site = useSite({ vars: { LANDING_HOSTS: "try.localhost,learn.localhost,heritage.localhost,go.localhost,spanish-online.example" } });

/** A visitor's cookie jar: only the session cookie matters here. */
function sessionFrom(response: { headers: { getSetCookie(): string[] } }, previous = ""): string {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("__Host-hablarte_session="));
  return cookie ? cookie.split(";")[0]! : previous;
}

/** Answers question `question`, sending the earlier answers along as the page's form does. */
async function answer(host: string, cookie: string, question: number, value: string, prior: string[] = []) {
  const body = new URLSearchParams({ intent: "answer", question: String(question), answer: value });
  for (const earlier of prior) body.append("prior", earlier);
  const response = await site.fetch("/?index", {
    host,
    method: "POST",
    body: body.toString(),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
  });
  return { response, cookie: sessionFrom(response, cookie) };
}

/** The answers offered as buttons on the rendered step. */
const optionButtons = (html: string) => [...html.matchAll(/<button type="submit" value="([^"]*)" class="option-button"/g)].map((m) => m[1]);

/** The values of the radio buttons the server rendered as checked. */
const checkedValues = (html: string) =>
  [...html.matchAll(/<input[^>]*type="radio"[^>]*>/g)].map(([tag]) => tag).filter((tag) => / checked=""/.test(tag)).map((tag) => /value="([^"]*)"/.exec(tag)![1]);

const page = async (path: string, host: string, cookie = "") => (await site.fetch(path, { host, headers: cookie ? { Cookie: cookie } : {} })).text();

describe("the landing at / on each host (spec §1, §9)", () => {
  it.each([
    ["try.localhost", "Live Spanish classes for kids and teens, with native teachers", "1 out of 4"],
    ["learn.localhost", "Spanish for professionals who need it at work", "1 out of 4"],
    ["heritage.localhost", "Spanish for heritage speakers: build on what you already know", "out of"],
    ["go.localhost", "Spanish for travel, culture and the joy of it", "out of"],
    ["spanish-online.example", "Spanish for professionals who need it at work", "1 out of 4"],
  ])("%s shows its variant", async (host, title, progress) => {
    const response = await site.fetch("/", { host });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<h1 id="landing-title">${title}</h1>`);
    expect(html).toContain(progress);
    expect(html).toContain("site-footer-minimal");
    expect(html).not.toMatch(/>Next</);
  });

  it("main hosts keep the home page", async () => {
    const html = await page("/", "localhost");
    expect(html).not.toContain('id="landing-title"');
    expect(html).toContain("Book Your Free Trial Now");
  });

  it("links 'free' and 'download' to /external/individual-plans", async () => {
    const html = await page("/", "go.localhost");
    expect(html).toMatch(/href="\/external\/individual-plans"[^>]*>Start free for 7 days/);
    expect(html).toMatch(/href="\/external\/individual-plans#starter-guide"[^>]*>Download the free starter guide/);
  });
});

describe("the questionnaire without JavaScript (spec §4)", () => {
  it("keeps progress in the session, records the lead, and ends at /external/individual-plans", async () => {
    const host = "try.localhost";
    let step = await answer(host, "", 0, "8–10 years");
    expect(step.response.status).toBe(302);
    expect(step.response.headers.get("Location")).toBe("/#questionnaire");
    const cookie = step.response.headers.getSetCookie().find((c) => c.startsWith("__Host-hablarte_session="))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/SameSite=Lax/);

    const second = await page("/", host, step.cookie);
    expect(second).toContain("2 out of 4");
    expect(second).toContain(">Back</button>");

    step = await answer(host, step.cookie, 1, "Keep up with Spanish at school", ["8–10 years"]);
    const third = await page("/", host, step.cookie);
    expect(third).toContain("3 out of 4");
    // §4: the last list depends on the first answer.
    expect(optionButtons(third)).toEqual([
      "Grade 3-5: first steps in Spanish",
      "Grade 3-5: building sentences and short conversations",
      "Grade 3-5: reading and writing short texts",
    ]);

    step = await answer(host, step.cookie, 2, "Grade 3-5: reading and writing short texts", ["8–10 years", "Keep up with Spanish at school"]);
    expect(step.response.status).toBe(302);
    expect(step.response.headers.get("Location")).toBe("/external/individual-plans");

    const calendar = await page("/", host, step.cookie);
    expect(calendar).toContain("4 out of 4");
    expect(calendar).toContain("Book your free class");
    const link = /href="(https:\/\/calendly\.com\/hablarte\/demo-class\?[^"]+)"/.exec(calendar)![1]!.replaceAll("&amp;", "&");
    const params = new URL(link).searchParams;
    expect(params.get("utm_medium")).toBe("How old is your child?: 8–10 years");
    expect(params.get("utm_term")).toBe("What would you most like Spanish to do for your child?: Keep up with Spanish at school");
    expect(params.get("utm_campaign")).toBe("Where would your child like to start?: Grade 3-5: reading and writing short texts");

    const lead = await site.env.DB.prepare("SELECT variant, answers FROM leads WHERE host = ? ORDER BY created_at DESC LIMIT 1").bind(host).first<{ variant: string; answers: string }>();
    expect(lead?.variant).toBe("parents");
    expect(JSON.parse(lead!.answers)).toHaveLength(3);
  });

  it("accepts an answer whose earlier answers never reached the server (a cancelled post)", async () => {
    const step = await answer("go.localhost", "", 1, "A few words and phrases", ["An upcoming trip"]);
    expect(step.response.status).toBe(302);
    expect(await page("/", "go.localhost", step.cookie)).toContain("3 out of");
  });

  it("goes back a step", async () => {
    const first = await answer("heritage.localhost", "", 0, "I heard Spanish from grandparents or other relatives");
    const back = await site.fetch("/?index", {
      host: "heritage.localhost",
      ...form({ intent: "back" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: first.cookie },
    });
    expect(back.status).toBe(302);
    expect(await page("/", "heritage.localhost", sessionFrom(back, first.cookie))).toContain("1 out of");
  });

  it("takes an AI agent's answer from the form's list (WebMCP), and a pressed button's over an empty list", async () => {
    const post = (fields: Record<string, string>) => site.fetch("/?index", { host: "learn.localhost", ...form(fields) });
    for (const fields of [{ choice: "I know some basics" }, { answer: "I know some basics", choice: "" }] as Record<string, string>[]) {
      const answered = await post({ intent: "answer", question: "0", ...fields });
      expect(answered.status, JSON.stringify(fields)).toBe(302);
      expect(await page("/", "learn.localhost", sessionFrom(answered))).toContain("2 out of");
    }
  });

  it("stores yourLevel from the second answer on a learn host", async () => {
    let step = await answer("learn.localhost", "", 0, "I know some basics");
    step = await answer("learn.localhost", step.cookie, 1, "Middle", ["I know some basics"]);
    const lead = await site.env.DB.prepare("SELECT your_level FROM leads WHERE host = 'learn.localhost' ORDER BY updated_at DESC LIMIT 1").first<{ your_level: string }>();
    expect(JSON.parse(lead!.your_level)).toEqual({ course: "Spanish A1", level: "Intermediate" });
  });

  it("answers hostile or broken posts with a 4xx and a message, never a 5xx", async () => {
    const cases: Array<[RequestInit, number, string]> = [
      [form({ intent: "answer", question: "0", answer: "Not an option" }), 400, "Please choose one of the answers shown."],
      [form({ intent: "answer", question: "1", answer: "Middle" }), 400, "Please answer the earlier questions first."],
      [form({ intent: "answer", question: "1", answer: "Middle", prior: "Not a level" }), 400, "Please choose one of the answers shown."],
      [form({ intent: "answer", question: "42", answer: "x" }), 400, ""],
      [form({ intent: "answer", question: "0" }), 400, "Please choose an answer."],
      [form({ intent: "answer", question: "0", answer: "", choice: "" }), 400, "Please choose an answer."],
      [form({ intent: "answer", question: "0", choice: "Not an option" }), 400, "Please choose one of the answers shown."],
      [form({ intent: "drop tables" }), 400, ""],
      [form({ intent: "answer", question: "0", answer: "a".repeat(20_000) }), 413, "This form is too large."],
      [{ method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" }, 415, "Send this form as a web form."],
    ];
    for (const [init, status, message] of cases) {
      const response = await site.fetch("/?index", { host: "learn.localhost", ...init });
      expect(response.status, JSON.stringify(init.body).slice(0, 60)).toBe(status);
      if (message) expect(await response.text()).toContain(message);
    }
  });
});

describe("the /external funnel without JavaScript (spec §2.4)", () => {
  it("keeps plan, contact and level in the session and ends at the booking page", async () => {
    const host = "learn.localhost";
    let cookie = (await answer(host, "", 0, "I know some basics")).cookie;
    cookie = (await answer(host, cookie, 1, "Healthcare", ["I know some basics"])).cookie;
    const post = (path: string, fields: Record<string, string>) =>
      site.fetch(path, { host, ...form(fields), headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie } });

    expect((await site.fetch("/external/select-level", { host, headers: { Cookie: cookie } })).headers.get("Location")).toBe("/external/individual-plans");

    expect((await post("/external/individual-plans", { plan: "plan-9" })).status).toBe(400);
    let response = await post("/external/individual-plans", { plan: "plan-2-per-week" });
    expect(response.headers.get("Location")).toBe("/external/start-journey");
    cookie = sessionFrom(response, cookie);

    // Step 2 needs an account (issue #10 §3): created inline, confirmed by email, back here signed in.
    response = await post("/external/start-journey", { intent: "continue" });
    expect(response.status).toBe(401);
    response = await post("/external/start-journey", { intent: "create-account", name: "", email: "not-an-email", password: "short", redirectTo: "/external/start-journey" });
    expect(response.status).toBe(400);
    const errors = await response.text();
    expect(errors).toContain("Tell us your name");
    expect(errors).toContain("Enter a valid email address");
    response = await post("/external/start-journey", { intent: "create-account", name: "Ana Torres", email: "ana@example.com", password: "tres tristes tigres", redirectTo: "/external/start-journey" });
    expect(await response.text()).toContain("Check your email");
    const confirmation = await eventually(async () => {
      const row = await site.env.DB.prepare("SELECT payload FROM outbox WHERE kind = 'email' AND payload LIKE '%ana@example.com%' AND payload LIKE '%Confirm your email%'").first<{ payload: string }>();
      return row ? (JSON.parse(row.payload) as { text: string }).text : null;
    });
    const link = new URL(/https?:\/\/\S+/.exec(confirmation)![0]);
    response = await site.fetch(link.pathname + link.search, { host, headers: { Cookie: cookie } });
    expect(response.headers.get("Location")).toBe("/external/start-journey");
    const signedIn = response.headers.getSetCookie().find((c) => c.startsWith("__Host-hablarte.session_token="))!.split(";")[0]!;
    cookie = `${cookie}; ${signedIn}`;
    // Who is learning (issue #27): asked before the plan starts; a child needs a first name and a grade.
    response = await post("/external/start-journey", { intent: "continue" });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Please choose who is learning.");
    response = await post("/external/start-journey", { intent: "continue", learner: "child", childName: "<b>Sofía</b>", childGrade: "13" });
    expect(response.status).toBe(400);
    const refusal = await response.text();
    expect(refusal).toContain("Please enter a first name using letters only.");
    expect(refusal).toContain("Please choose your child’s grade.");
    response = await post("/external/start-journey", { intent: "continue", learner: "child", childName: " Sofía ", childGrade: "3" });
    expect(response.headers.get("Location")).toBe("/external/complete-purchase");
    cookie = `${sessionFrom(response, cookie.split("; ")[0])}; ${signedIn}`;

    const summary = await page("/external/complete-purchase", host, cookie);
    expect(summary).toContain("2 classes per week");
    expect(summary).toContain("Sofía, your child (Grade 3): the Grade 3-5 group");
    expect(summary).toContain("Ana Torres, ana@example.com");
    // The card step: the test gateway's Start free trial, then on to the level.
    response = await post("/external/complete-purchase", { intent: "pay" });
    expect(response.status).toBe(303);
    const gateway = new URL(response.headers.get("Location")!).pathname;
    response = await post(gateway, { ...CARD, nameOnCard: "Ana Torres" });
    expect(response.headers.get("Location")).toContain("/external/complete-purchase?plan=plan-2-per-week&started=1");
    response = await post("/external/complete-purchase", { intent: "continue" });
    expect(response.headers.get("Location")).toBe("/external/select-level");
    // The trial's email names the child; the booking page fills the scheduler's form with her name and grade.
    const started = await eventually(() => site.env.DB.prepare("SELECT payload FROM outbox WHERE kind = 'email' AND payload LIKE '%free trial has started%' AND payload LIKE '%ana@example.com%'").first<{ payload: string }>());
    expect(JSON.parse(started.payload).text).toContain("Learner: Sofía, Grade 3 (age 8–9), Grade 3-5 group.");
    const booking = await page("/external/book/demo", host, cookie);
    expect(booking).toContain("Booking for <strong>Sofía</strong>");
    expect(booking).toContain(new URLSearchParams({ a1: "Learner: Sofía, Grade 3 (age 8–9), Grade 3-5 group" }).toString());

    // §4: the learn host's second answer (Healthcare) pre-selects Advanced, Spanish A1 — on both paths.
    for (const path of ["/external/select-level", "/external/your-level"]) {
      const html = await page(path, host, cookie);
      // The radios post ids (decision 0024); the labels still say Advanced and Spanish A1.
      expect(checkedValues(html)).toEqual(["advanced", "spanish-a1"]);
    }
    expect((await post("/external/select-level", { level: "Expert", course: "Spanish Z9" })).status).toBe(400);
    response = await post("/external/your-level", { level: "Intermediate", course: "Spanish B1" });
    expect(response.headers.get("Location")).toBe("/external/book/demo");

    const lead = await site.env.DB.prepare("SELECT plan_id, name, email, your_level, step_booked FROM leads WHERE email = 'ana@example.com'").first<Record<string, unknown>>();
    expect(lead).toMatchObject({ plan_id: "plan-2-per-week", name: "Ana Torres", step_booked: 4 });
    expect(JSON.parse(lead!.your_level as string)).toEqual({ course: "Spanish B1", level: "Intermediate" });
  });
});

describe("visitor sessions", () => {
  it("are purged by the cron once expired, and an expired one starts afresh", async () => {
    const first = await answer("go.localhost", "", 0, "An upcoming trip");
    await site.env.DB.prepare("UPDATE sessions SET expires_at = 0").run();
    expect(await page("/", "go.localhost", first.cookie)).toContain("1 out of");
    await site.server.getWorker().scheduled({ cron: "*/10 * * * *" });
    await eventually(async () => {
      const row = await site.env.DB.prepare("SELECT COUNT(*) AS n FROM sessions WHERE expires_at <= ?").bind(Date.now()).first<{ n: number }>();
      return row?.n === 0;
    });
  });
});

describe("booking pages (spec §4 'Scheduler')", () => {
  it("pick the scheduling page from the appointment type, and 404 an unknown one", async () => {
    for (const path of ["/book/demo", "/external/book/demo"]) {
      const html = await page(path, "localhost");
      expect(html).toContain("Book your free demo class");
      expect(html).toContain("https://calendly.com/hablarte/demo-class?");
    }
    expect(await page("/book/school", "localhost")).toContain("https://calendly.com/hablarte/school-consultation?");
    expect((await site.fetch("/book/unknown")).status).toBe(404);
  });

  it("pass the ad click id as utm_source", async () => {
    const response = await site.fetch("/book/demo?gclid=Cj0KCQ_test-123");
    expect(response.headers.getSetCookie().some((c) => c.startsWith("__Host-hablarte_gclid="))).toBe(true);
    expect(await response.text()).toContain("utm_source=Cj0KCQ_test-123");
  });
});
