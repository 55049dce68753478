// The level test through HTTP: answers kept in the session page by page, hostile input refused with a
// 4xx and a message, the submission stored and scored, forwarded to the form service with retries while
// it is down, and the result emailed — against local fakes of both third parties.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FAKE_EMAIL_KEY, FAKE_FORM_PATH, startFakeThirdParties, type FakeThirdParties } from "../mocks/form-service";
import { eventually, useSite } from "./harness";
import { levelTestQuestions } from "~/content/level-test-questions";
import { CONTACT_ENTRY_IDS } from "~/domain/level-test";

let fakes: FakeThirdParties;
beforeAll(async () => {
  fakes = await startFakeThirdParties();
});
afterAll(async () => {
  await fakes?.close();
});
const site = useSite(() => ({
  vars: { LEVEL_TEST_FORM_URL: `${fakes.url}${FAKE_FORM_PATH}`, EMAIL_API_URL: `${fakes.url}/emails`, OUTBOX_RETRY_BASE_SECONDS: "1" },
  secrets: { EMAIL_API_KEY: FAKE_EMAIL_KEY },
}));

const intermediate = levelTestQuestions.map((e) => e.fields).filter((f) => f.bank === "intermediate").sort((a, b) => a.position - b.position);

/** A visitor with a cookie jar holding the session. */
function visitor() {
  let cookie = "";
  return async (fields?: Record<string, string>, path = "/level-test/intermediate") => {
    const response = await site.fetch(path, {
      method: fields ? "POST" : "GET",
      headers: { Cookie: cookie, ...(fields ? { "Content-Type": "application/x-www-form-urlencoded" } : {}) },
      body: fields ? new URLSearchParams(fields).toString() : undefined,
    });
    const set = response.headers.getSetCookie().find((c) => c.startsWith("__Host-hablarte_session="));
    if (set) cookie = set.split(";")[0]!;
    return { status: response.status, location: response.headers.get("Location"), html: await response.text() };
  };
}

const pageFields = (page: number, pick: (q: (typeof intermediate)[number]) => string) => {
  const fields: Record<string, string> = { intent: "answers", page: String(page) };
  for (const q of intermediate.slice((page - 1) * 5, page * 5)) fields[`q${q.entryId}`] = pick(q);
  return fields;
};

const contact = { intent: "submit", fullName: "Marta Silva", email: "marta@example.com", selected: "New Mexico (NM)", privacy: "on", age: "on" };

describe("the level test without JavaScript", () => {
  it("keeps answers across pages, scores, stores, forwards (retrying while the form service is down) and emails", async () => {
    const go = visitor();
    const first = await go();
    expect(first.html).toContain("Question 1 of 40");
    // The correct answers stay on the server.
    expect(first.html).not.toContain("correctAnswer");
    // 32 right (B2), 8 wrong.
    for (let page = 1; page <= 8; page++) {
      const result = await go(pageFields(page, (q) => (page <= 6 || q.position % 5 === 0 ? q.correctAnswer : q.options.find((o) => o !== q.correctAnswer)!)));
      expect(result.status, `page ${page}`).toBe(302);
    }
    expect((await go()).html).toContain('value="California (CA)" selected=""');

    fakes.formFailuresLeft = 2;
    const submitted = await go(contact);
    expect(submitted.status).toBe(302);
    expect(submitted.location).toBe("/level-test/intermediate#result");
    const result = (await go()).html;
    expect(result).toMatch(/Your estimated level: (<!-- -->)?B2/);
    expect(result).toMatch(/32(<!-- -->)? of (<!-- -->)?40/);

    const stored = await site.env.DB.prepare("SELECT bank, score, total, cefr, state, privacy_agreed, age_agreed FROM level_test_submissions WHERE email = ?").bind("marta@example.com").first();
    expect(stored).toEqual({ bank: "intermediate", score: 32, total: 40, cefr: "B2", state: "New Mexico (NM)", privacy_agreed: 1, age_agreed: 1 });

    await eventually(async () => fakes.formResponses.length > 0, { timeoutMs: 25_000 });
    expect(fakes.formAttempts).toBe(3);
    const response = fakes.formResponses[0]!;
    expect(Object.keys(response)).toHaveLength(45);
    expect(response[`entry.${intermediate[0]!.entryId}`]).toBe(intermediate[0]!.correctAnswer);
    expect(response[`entry.${CONTACT_ENTRY_IDS.fullName}`]).toBe("Marta Silva");
    expect(response[`entry.${CONTACT_ENTRY_IDS.selected}`]).toBe("New Mexico (NM)");
    expect(response[`entry.${CONTACT_ENTRY_IDS.privacy}`]).toBe("I have read and agree");
    expect(response[`entry.${CONTACT_ENTRY_IDS.age}`]).toBe("I agree");

    await eventually(async () => fakes.emails.length > 0);
    expect(fakes.emails[0]).toMatchObject({ to: ["marta@example.com"], subject: "Your Spanish level: B2 (Intermediate)" });
    expect(fakes.emails[0]!.text).toContain("32 of 40");
  }, 60_000);

  it("answers hostile or incomplete input with a 4xx and a message next to the field, never a 5xx", async () => {
    const go = visitor();
    const q1 = intermediate[0]!;
    const missing = await go({ intent: "answers", page: "1" });
    expect(missing.status).toBe(400);
    expect(missing.html).toContain("Choose an answer for question 1.");
    const unknown = await go({ ...pageFields(1, (q) => q.correctAnswer), [`q${q1.entryId}`]: "DROP TABLE" });
    expect(unknown.status).toBe(400);
    expect(unknown.html).toContain("Choose one of the 3 answers for question 1.");
    const extra = await go({ ...pageFields(1, (q) => q.correctAnswer), isAdmin: "1" });
    expect(extra.status).toBe(400);
    expect(extra.html).toContain("This form has fields it shouldn’t have.");
    const wrongPage = await go({ intent: "answers", page: "99" });
    expect(wrongPage.status).toBe(400);
    const oversized = await go({ ...pageFields(1, (q) => q.correctAnswer), [`q${q1.entryId}`]: "x".repeat(20_000) });
    expect(oversized.status).toBe(413);
    // Submitting before answering every question.
    const early = await go(contact);
    expect(early.status).toBe(400);
    expect(early.html).toContain("Some questions are still unanswered.");
    expect((await go(undefined, "/level-test/expert")).status).toBe(404);
  });

  it("requires the contact fields and agreements, with a message next to each", async () => {
    const go = visitor();
    for (let page = 1; page <= 8; page++) await go(pageFields(page, (q) => q.correctAnswer));
    const bad = await go({ intent: "submit", fullName: "", email: "nope", selected: "Atlantis (AT)" });
    expect(bad.status).toBe(400);
    for (const message of ["Please enter your full name.", "Enter a valid email", "Choose your state.", "Please agree to the privacy policy to get your result.", "Please confirm you are 18 or older"]) {
      expect(bad.html).toContain(message);
    }
    const huge = await go({ ...contact, fullName: "x".repeat(500) });
    expect(huge.status).toBe(400);
    expect(huge.html).toContain("Please use at most 100 characters.");
  });

  it("emails one address at most 3 results a day: a 4th is refused next to the email field, nothing stored, the answers kept", async () => {
    const email = "quota@example.com";
    const submissions = async () => (await site.env.DB.prepare("SELECT COUNT(*) AS n FROM level_test_submissions WHERE email = ?").bind(email).first<{ n: number }>())!.n;
    const go = visitor();
    const complete = async () => {
      await go({ intent: "restart" });
      for (let page = 1; page <= 8; page++) expect((await go(pageFields(page, (q) => q.correctAnswer))).status).toBe(302);
    };
    for (let i = 0; i < 3; i++) {
      await complete();
      expect((await go({ ...contact, email })).status).toBe(302);
    }
    await complete();
    const refused = await go({ ...contact, email });
    expect(refused.status).toBe(429);
    expect(refused.html).toContain("We have already emailed several results to this address.");
    expect(await submissions()).toBe(3);
    // Nothing is lost: another address submits the same answers.
    expect((await go({ ...contact, email: "other-address@example.com" })).status).toBe(302);
  }, 30_000);
});

