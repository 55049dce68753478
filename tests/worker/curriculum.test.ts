// The curriculum a licence delivers (issue #25; decision 0048), over HTTP against real local D1 and R2:
// a teacher who claimed a licence opens the level → a unit → a lesson, downloads each material (from R2,
// as an attachment, private, logged per licence) and the whole unit as one ZIP; everyone else gets 404 —
// another teacher, the buyer without a licence of their own, a revoked and an expired licence, and anyone
// signed out asking for a file. The files themselves are never served at their asset paths.
import { readFileSync } from "node:fs";
import { unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { Browser, confirmedBuyer } from "./browser";
import { useSite, type SiteResponse } from "./harness";
import { assign, buyerWithLicences, claimPath, location, tokenOf } from "./licence-flow";
import { curriculumData } from "~/content/curriculum-data";

const site = useSite();
const PRODUCT = "k2-level-1";
const LEVEL = `/account/my-products/${PRODUCT}`;
const UNIT = curriculumData.find((u) => u.product === PRODUCT)!;
const LESSON = UNIT.lessons[0]!;
const text = async (response: SiteResponse) => (await response.text()).replaceAll("<!-- -->", "");
/** Text as React writes it into HTML. */
const html = (s: string) => s.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;").replaceAll("'", "&#x27;");
const publicFile = (url: string) => readFileSync(new URL(`../../public${url}`, import.meta.url));
const downloads = async (assignment: string) => (await site.env.DB.prepare("SELECT COUNT(*) AS n FROM curriculum_downloads WHERE assignment_id = ?").bind(assignment).first<number>("n"))!;

/** A buyer with 2 licences, one claimed by a teacher: both browsers, and the assignment's id. */
async function licensedTeacher(prefix: string) {
  const buyer = await buyerWithLicences(site, `${prefix}.lead@riverside.example`, 2);
  expect((await assign(buyer, `${prefix}.teacher@riverside.example`)).status).toBe(302);
  const claim = await claimPath(site, `${prefix}.teacher@riverside.example`);
  const teacher = await confirmedBuyer(site, `${prefix}.teacher@riverside.example`);
  expect(location(await teacher.post(claim, { token: tokenOf(claim) }))).toBe(`${LEVEL}?done=claimed`);
  const assignment = (await site.env.DB.prepare("SELECT id FROM licence_assignments WHERE teacher_email = ?").bind(`${prefix}.teacher@riverside.example`).first<string>("id"))!;
  return { buyer, teacher, assignment };
}

const lessonPath = `${LEVEL}/unit-${UNIT.number}/lesson-${LESSON.number}`;
const everyAddress = [`${LEVEL}/unit-1`, lessonPath, `${lessonPath}/lesson-plan.pdf`, `${lessonPath}/listening.mp3`, `${LEVEL}/unit-1/all-materials.zip`];

describe("the curriculum a licence delivers", () => {
  let licensed: Awaited<ReturnType<typeof licensedTeacher>>;
  beforeAll(async () => {
    licensed = await licensedTeacher("curriculum");
  });

  it("the level lists its units and lessons as links; a unit lists its lessons and the whole-unit ZIP", async () => {
    const level = await text(await licensed.teacher.get(LEVEL));
    expect(level).toContain("Your units and lessons");
    expect(level).toContain(`href="${LEVEL}/unit-1"`);
    for (const lesson of UNIT.lessons) expect(level).toContain(`href="${LEVEL}/unit-1/lesson-${lesson.number}" data-discover="true">Lesson ${lesson.number}: ${html(lesson.title)}</a>`);
    const unitPage = await licensed.teacher.get(`${LEVEL}/unit-1`);
    expect(unitPage.status).toBe(200);
    const unit = await text(unitPage);
    expect(unit).toContain(`<h1 id="page-title">Unit 1: ${html(UNIT.title)}</h1>`);
    expect(unit).toContain(`href="${LEVEL}/unit-1/all-materials.zip"`);
    expect(unit).toMatch(/Download the whole unit \(ZIP, \d+ KB\)/);
    expect(unit).toContain('<meta name="robots" content="noindex"/>');
  });

  it("a lesson shows its objectives, can-do statements, vocabulary, transcript and five materials", async () => {
    const page = await text(await licensed.teacher.get(lessonPath));
    for (const line of [...LESSON.objectives, ...LESSON.canDo, ...LESSON.vocabulary, LESSON.transcript]) expect(page).toContain(html(line));
    for (const [file, label] of [["lesson-plan.pdf", "Lesson plan"], ["worksheet.pdf", "Student worksheet"], ["slides.pdf", "Slides"], ["listening.mp3", "Listening track"], ["answer-key.pdf", "Answer key"]]) {
      expect(page).toContain(`href="${lessonPath}/${file}" download="">${label}</a>`);
    }
    expect(page).toContain(`<audio controls="" preload="none" src="${lessonPath}/listening.mp3"`);
    expect(page).toContain("Read the transcript");
  });

  it("each material downloads from R2 as a private attachment, byte for byte, and is logged against the licence", async () => {
    const before = await downloads(licensed.assignment);
    const plan = await licensed.teacher.get(`${lessonPath}/lesson-plan.pdf`);
    expect(plan.status).toBe(200);
    expect(plan.headers.get("Content-Type")).toBe("application/pdf");
    expect(plan.headers.get("Content-Disposition")).toBe(`attachment; filename="${PRODUCT}-unit-1-lesson-1-lesson-plan.pdf"`);
    expect(plan.headers.get("Cache-Control")).toBe("private, no-store");
    expect(plan.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(Buffer.from(await plan.arrayBuffer()).equals(publicFile(LESSON.files.lessonPlan.url))).toBe(true);
    const audio = await licensed.teacher.get(`${lessonPath}/listening.mp3`);
    expect(audio.headers.get("Content-Type")).toBe("audio/mpeg");
    expect(Number(audio.headers.get("Content-Length"))).toBe(LESSON.files.audio.size);
    expect(Buffer.from(await audio.arrayBuffer()).equals(publicFile(LESSON.files.audio.url))).toBe(true);
    expect(await downloads(licensed.assignment)).toBe(before + 2);
    // The file was stored in R2 on its first request, and is read from there.
    const stored = (await site.env.FILES.list({ prefix: "curriculum/" })).objects.map((o) => o.key);
    for (const asset of ["lesson-plan", "audio"]) expect(stored.some((key) => new RegExp(`^curriculum/lesson-${PRODUCT}-1-1-${asset}/[0-9a-f]{16}$`).test(key)), asset).toBe(true);
    const opened = await site.env.DB.prepare("SELECT last_opened_at FROM licence_usage WHERE assignment_id = ?").bind(licensed.assignment).first<number>("last_opened_at");
    expect(opened).toBeGreaterThan(Date.now() - 60_000);
  });

  it("the whole unit is one ZIP: a folder per lesson, its five files each as published, every file logged", async () => {
    const before = await downloads(licensed.assignment);
    const zip = await licensed.teacher.get(`${LEVEL}/unit-1/all-materials.zip`);
    expect(zip.status).toBe(200);
    expect(zip.headers.get("Content-Type")).toBe("application/zip");
    expect(zip.headers.get("Content-Disposition")).toBe(`attachment; filename="${PRODUCT}-unit-1.zip"`);
    expect(zip.headers.get("Cache-Control")).toBe("private, no-store");
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    const expected = UNIT.lessons.flatMap((l) =>
      Object.values(l.files).map((f) => [`unit-1/lesson-${l.number}/${f.url.split("/").pop()!.replace(/^lesson-\d+-/, "")}`, f.url] as const),
    );
    expect(Object.keys(files).sort()).toEqual(expected.map(([name]) => name).sort());
    for (const [name, url] of expected) expect(Buffer.from(files[name]!).equals(publicFile(url)), name).toBe(true);
    expect(await downloads(licensed.assignment)).toBe(before + UNIT.lessons.length * 5);
  });

  it("answers 404 to a unit, lesson or file that isn't there", async () => {
    for (const path of [`${LEVEL}/unit-9`, `${LEVEL}/unit-01`, `${LEVEL}/lesson-1`, `${LEVEL}/unit-1/lesson-9`, `${lessonPath}/secret.pdf`, `${lessonPath}/..%2f..%2fwrangler.toml`, `${LEVEL}/unit-9/all-materials.zip`, `/account/my-products/k2-level-99/unit-1/lesson-1`]) {
      expect((await licensed.teacher.get(path)).status, path).toBe(404);
    }
  });

  it("never serves the files at their asset paths", async () => {
    const direct = await new Browser(site).get(LESSON.files.lessonPlan.url);
    expect(direct.status).toBe(404);
    expect(direct.headers.get("Content-Type")).toContain("text/html");
  });
});

describe("who does not get the curriculum", () => {
  it("another teacher, the buyer without a licence of their own, and anyone signed out asking for a file: 404", async () => {
    const { buyer } = await licensedTeacher("outsiders");
    const stranger = await confirmedBuyer(site, "stranger.teacher@elsewhere.example");
    for (const path of everyAddress) {
      expect((await stranger.get(path)).status, `stranger ${path}`).toBe(404);
      expect((await buyer.get(path)).status, `buyer ${path}`).toBe(404);
    }
    // The buyer sees the level's outline, to know what their teachers get, without links into it.
    const outline = await text(await buyer.get(LEVEL));
    expect(outline).toContain("Assign a license to yourself in My Products to open the lessons");
    expect(outline).toContain(`Lesson 1: ${html(LESSON.title)}`);
    expect(outline).not.toContain(`href="${lessonPath}"`);
    // Signed out: files answer 404; pages ask to sign in first, and come back.
    const visitor = new Browser(site);
    for (const path of everyAddress.filter((p) => /\.(pdf|mp3|zip)$/.test(p))) expect((await visitor.get(path)).status, path).toBe(404);
    const page = await visitor.get(lessonPath);
    expect(page.status).toBe(302);
    expect(location(page)).toBe(`/login?redirectTo=${encodeURIComponent(lessonPath)}`);
  });

  it("a revoked licence loses access at once", async () => {
    const { buyer, teacher, assignment } = await licensedTeacher("revoked");
    expect((await teacher.get(`${lessonPath}/worksheet.pdf`)).status).toBe(200);
    expect(location(await buyer.post("/account/my-products", { intent: "revoke-licence", assignment }))).toContain("done=licence-revoked");
    for (const path of [LEVEL, ...everyAddress]) expect((await teacher.get(path)).status, path).toBe(404);
  });

  it("an expired licence loses access at once", async () => {
    const { teacher, assignment } = await licensedTeacher("expired");
    expect((await teacher.get(lessonPath)).status).toBe(200);
    await site.env.DB.prepare("UPDATE licences SET expires_at = ? WHERE id = (SELECT licence_id FROM licence_assignments WHERE id = ?)").bind(Date.now() - 1, assignment).run();
    for (const path of [LEVEL, ...everyAddress]) expect((await teacher.get(path)).status, path).toBe(404);
  });

  it("a licence bought by card lasts twelve months from payment", async () => {
    await buyerWithLicences(site, "term.lead@riverside.example", 1);
    const row = await site.env.DB.prepare("SELECT created_at, expires_at FROM licences WHERE user_id = (SELECT id FROM auth_users WHERE email = ?)").bind("term.lead@riverside.example").first<{ created_at: number; expires_at: number }>();
    expect(row!.expires_at - row!.created_at).toBe(365 * 86_400_000);
  });
});

describe("how long curriculum use is kept", () => {
  it("usage of a licence that ended more than twelve months ago is deleted by the scheduled clean-up; younger stays", async () => {
    const { teacher, assignment } = await licensedTeacher("retention");
    expect((await teacher.get(`${lessonPath}/worksheet.pdf`)).status).toBe(200);
    expect(await downloads(assignment)).toBeGreaterThan(0);
    const { pruneUsage } = await import("~/lib/commerce/licence-usage.server");
    const licence = "(SELECT licence_id FROM licence_assignments WHERE id = ?)";
    // Ended eleven months ago: kept.
    await site.env.DB.prepare(`UPDATE licences SET expires_at = ? WHERE id = ${licence}`).bind(Date.now() - 330 * 86_400_000, assignment).run();
    await pruneUsage(site.env.DB);
    expect(await downloads(assignment)).toBeGreaterThan(0);
    // Ended thirteen months ago: gone, with its last-opened date.
    await site.env.DB.prepare(`UPDATE licences SET expires_at = ? WHERE id = ${licence}`).bind(Date.now() - 400 * 86_400_000, assignment).run();
    await pruneUsage(site.env.DB);
    expect(await downloads(assignment)).toBe(0);
    expect(await site.env.DB.prepare("SELECT COUNT(*) AS n FROM licence_usage WHERE assignment_id = ?").bind(assignment).first("n")).toBe(0);
  });
});
