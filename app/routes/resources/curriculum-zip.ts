// GET /account/my-products/:slug/unit-:n/all-materials.zip (issue #25): "Download the whole unit", every
// lesson's five files in one ZIP (stored, not compressed: PDFs and MP3s are compressed already), one folder
// per lesson, streamed as it is read from R2. For the teacher holding a live licence of the level; logged
// against it as each of the files. Anyone else: 404.
import { data } from "react-router";
import type { Route } from "./+types/curriculum-zip";
import { cloudflareContext } from "~/context";
import { numberIn, unitZipName, zipEntryName } from "~/domain/curriculum";
import { contentFor } from "~/lib/content/content.server";
import { curriculumFile, requireCurriculumLicence, unitOf } from "~/lib/commerce/curriculum.server";
import { logDownloads } from "~/lib/commerce/licence-usage.server";
import { fileDownload } from "~/lib/platform/download.server";
import { methodNotAllowed } from "~/lib/edge/methods.server";
import { zipStream } from "~/lib/platform/zip.server";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const licence = await requireCurriculumLicence(context, request, params.slug, { file: true });
  const number = numberIn(params.unit, "unit");
  const content = contentFor(context);
  const unit = number ? await unitOf(content, params.slug, number) : null;
  if (!unit) throw data("Not found", { status: 404 });
  const { env } = context.get(cloudflareContext);
  const files = unit.lessons.flatMap((lesson) => lesson.files.map((file) => ({ lesson: lesson.number, ...file })));
  await logDownloads(
    env.DB,
    licence,
    files.map((f) => ({ slug: params.slug, unit: unit.number, lesson: f.lesson, material: f.material })),
    Date.now(),
  );
  const entries = files.map((f) => ({
    name: zipEntryName(unit.number, f.lesson, f.material),
    read: async () => {
      const stored = await curriculumFile(env, content, f.assetId);
      if (!stored) throw new Error(`[curriculum] file of asset ${f.assetId} is missing`);
      return new Uint8Array(await stored.arrayBuffer());
    },
  }));
  return fileDownload(zipStream(entries), { contentType: "application/zip", filename: unitZipName(params.slug, unit.number) });
}

/** GET only: a post says so (a resource route has no error page to explain a bare 405). */
export function action() {
  return methodNotAllowed("GET");
}
