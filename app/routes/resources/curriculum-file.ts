// GET /account/my-products/:slug/unit-:n/lesson-:m/<file> (issue #25): one lesson file, streamed from R2 as a
// download, for the teacher holding a live licence of its level; logged against that licence. Anyone
// else, and any other file name: 404.
import { data } from "react-router";
import type { Route } from "./+types/curriculum-file";
import { cloudflareContext } from "~/context";
import { downloadName, materialByFile, numberIn } from "~/domain/curriculum";
import { contentFor } from "~/lib/content/content.server";
import { curriculumFile, lessonOf, requireCurriculumLicence } from "~/lib/commerce/curriculum.server";
import { logDownloads } from "~/lib/commerce/licence-usage.server";
import { fileDownload } from "~/lib/platform/download.server";
import { methodNotAllowed } from "~/lib/edge/methods.server";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const licence = await requireCurriculumLicence(context, request, params.slug, { file: true });
  const unit = numberIn(params.unit, "unit");
  const lessonNumber = numberIn(params.lesson, "lesson");
  const material = materialByFile(params.file);
  const content = contentFor(context);
  const found = unit && lessonNumber && material ? await lessonOf(content, params.slug, unit, lessonNumber) : null;
  const file = found?.lesson.files.find((f) => f.material.key === material?.key);
  const { env } = context.get(cloudflareContext);
  const stored = file ? await curriculumFile(env, content, file.assetId) : null;
  if (!stored || !file || !unit || !lessonNumber) throw data("Not found", { status: 404 });
  await logDownloads(env.DB, licence, [{ slug: params.slug, unit, lesson: lessonNumber, material: file.material }], Date.now());
  return fileDownload(stored.body, { contentType: file.material.contentType, filename: downloadName(params.slug, unit, lessonNumber, file.material), size: stored.size });
}

/** GET only: a post says so (a resource route has no error page to explain a bare 405). */
export function action() {
  return methodNotAllowed("GET");
}
