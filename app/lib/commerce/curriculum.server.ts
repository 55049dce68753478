// The curriculum of a level as a teacher receives it (issue #25; decision 0048): its units and lessons
// from the content (curriculumUnit and curriculumLesson entries), and each lesson's files from R2.
// A file reaches R2 the first time anyone asks for it, from where the content keeps it (the Worker's own
// assets for the bundled pack, Contentful's asset host for a space), and is streamed from R2 from then on.
import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { cloudflareContext } from "~/context";
import { curriculumLessonEntrySchema, curriculumUnitEntrySchema } from "~/domain/content/content-types";
import { MATERIALS, type Material } from "~/domain/curriculum";
import { accountWith, requireAccountWith } from "../accounts/auth.server";
import type { SignedIn } from "~/domain/account";
import { nothingToRead } from "../platform/batched-reads.server";
import { findRecord } from "../content/collections.server";
import { sha256Hex } from "../platform/crypto.server";
import type { ContentService } from "../content/content.server";
import { safeParseOnce } from "../content/per-object";
import { noteOpened } from "./licence-usage.server";
import { teacherLicenceRead, type TeacherLicence } from "./licences.server";

/**
 * The live licence of the signed-in teacher for this level, or a 404: for another teacher, the buyer without
 * a licence of their own, a revoked or an expired licence. Signed out, a page asks to sign in first (a
 * teacher's bookmark must work) and a file answers 404 (a download has no page to come back to). Notes the
 * opening for the buyer's usage figures (after the answer).
 */
export async function requireCurriculumLicence(context: Readonly<RouterContextProvider>, request: Request, slug: string | undefined, { file = false } = {}): Promise<TeacherLicence> {
  const { env, ctx } = context.get(cloudflareContext);
  const now = Date.now();
  // The licence read in the session read's batch (one round trip, issue #24).
  const licenceOf = (user: SignedIn["user"]) => [slug ? teacherLicenceRead(env.DB, user.id, slug, now) : nothingToRead(null)] as const;
  const found = file ? await accountWith(context, request, licenceOf) : await requireAccountWith(context, request, licenceOf);
  const licence = found?.views[0];
  if (!licence) throw data("Not found", { status: 404 });
  ctx.waitUntil(noteOpened(env.DB, licence, now));
  return licence;
}

export type LessonOutline = { number: number; title: string; minutes: number };
export type UnitOutline = { number: number; title: string; summary: string; lessons: LessonOutline[] };
type LessonFields = z.infer<typeof curriculumLessonEntrySchema>["fields"];
export type Lesson = Omit<LessonFields, Material["key"]> & { files: Array<{ material: Material; assetId: string; size: number | null }> };

const curriculumUnitEntry = safeParseOnce(curriculumUnitEntrySchema);
const curriculumLessonEntry = safeParseOnce(curriculumLessonEntrySchema);

async function unitEntries(content: ContentService, slug: string) {
  const product = await findRecord(content, "products", slug);
  if (!product) return [];
  const found = await content.entries({ content_type: "curriculumUnit", "fields.product.sys.id": product.sys.id, limit: 100 });
  return found.items
    .flatMap((item) => {
      const parsed = curriculumUnitEntry(item);
      if (!parsed.success) console.warn(`[curriculum] unit ${item.sys.id} doesn't validate; left out`);
      return parsed.success ? [parsed.data.fields] : [];
    })
    .sort((a, b) => a.number - b.number);
}

async function lessonFields(content: ContentService, id: string): Promise<LessonFields | null> {
  const parsed = curriculumLessonEntry(await content.entry(id));
  if (!parsed.success) console.warn(`[curriculum] lesson ${id} is missing or doesn't validate; left out`);
  return parsed.success ? parsed.data.fields : null;
}

async function lessonsOf(content: ContentService, unit: { lessons: Array<{ sys: { id: string } }> }) {
  const lessons = await Promise.all(unit.lessons.map((link) => lessonFields(content, link.sys.id)));
  return lessons.filter((l): l is LessonFields => l !== null).sort((a, b) => a.number - b.number);
}

const outline = (l: LessonOutline): LessonOutline => ({ number: l.number, title: l.title, minutes: l.minutes });

/** A level's units in order, each with its lessons' titles: the level page. */
export async function levelOutline(content: ContentService, slug: string): Promise<UnitOutline[]> {
  const units = await unitEntries(content, slug);
  return Promise.all(units.map(async (u) => ({ number: u.number, title: u.title, summary: u.summary, lessons: (await lessonsOf(content, u)).map(outline) })));
}

/** One unit with its lessons in full (the unit page and its ZIP), or null. */
export async function unitOf(content: ContentService, slug: string, number: number) {
  const unit = (await unitEntries(content, slug)).find((u) => u.number === number);
  if (!unit) return null;
  const lessons = await Promise.all((await lessonsOf(content, unit)).map((l) => withFiles(content, l)));
  return { number: unit.number, title: unit.title, summary: unit.summary, lessons };
}

/** One lesson with its files (the unit's other lessons as titles only), or null. */
export async function lessonOf(content: ContentService, slug: string, unitNumber: number, lessonNumber: number) {
  const unit = (await unitEntries(content, slug)).find((u) => u.number === unitNumber);
  if (!unit) return null;
  const lessons = await lessonsOf(content, unit);
  const lesson = lessons.find((l) => l.number === lessonNumber);
  return lesson ? { unit: { number: unit.number, title: unit.title, lessons: lessons.map(outline) }, lesson: await withFiles(content, lesson) } : null;
}

async function withFiles(content: ContentService, fields: LessonFields): Promise<Lesson> {
  const { lessonPlan, worksheet, slides, answerKey, audio, ...rest } = fields;
  const links = { lessonPlan, worksheet, slides, answerKey, audio };
  const files = await Promise.all(
    MATERIALS.map(async (material) => {
      const assetId = links[material.key].sys.id;
      const asset = await content.asset(assetId);
      return { material, assetId, size: asset?.fields.file.details.size ?? null };
    }),
  );
  return { ...rest, files };
}

/**
 * A lesson file's bytes, from R2; on the first request for it, fetched from where the content keeps it and
 * stored in R2 first. The key names the asset and its file's address: an editor who replaces the file gets a
 * new copy, never the old one. Null when the asset or its file is gone (the page then answers 404).
 */
export async function curriculumFile(env: Pick<Env, "FILES" | "ASSETS">, content: ContentService, assetId: string): Promise<R2ObjectBody | null> {
  const asset = await content.asset(assetId);
  const url = asset?.fields.file.url;
  if (!url) return null;
  const key = `curriculum/${assetId}/${(await sha256Hex(url)).slice(0, 16)}`;
  const stored = await env.FILES.get(key);
  if (stored) return stored;
  // The bundled pack's files are the Worker's own assets (a path); a space's are on its asset host ("//…").
  const response = url.startsWith("/") && !url.startsWith("//") ? await env.ASSETS.fetch(new URL(url, "https://assets.invalid")) : await fetch(`https:${url}`);
  if (!response.ok || !response.body) {
    console.error(`[curriculum] file of asset ${assetId} answered ${response.status}`);
    return null;
  }
  await env.FILES.put(key, await response.arrayBuffer(), { httpMetadata: { contentType: asset.fields.file.contentType } });
  return env.FILES.get(key);
}
