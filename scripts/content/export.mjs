// `npm run content:export [-- <directory>]` (issue #12 §2; docs/contentful/README.md): writes the bundled
// content pack as a Contentful import — <directory>/pack.json (content model, entries, assets) and
// <directory>/files/… (every asset's file) — and <directory>/content-preview.json (the space's preview
// URLs, decision 0065), ready for
//   contentful space import --space-id <id> --content-file <dir>/pack.json --upload-assets --assets-directory <dir>/files
// The pack is TypeScript with the app's "~" alias: Vite loads it, with no plugin and no server.
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { createServer } from "vite";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const out = resolve(process.argv[2] ?? join(ROOT, "build", "contentful-pack"));

const vite = await createServer({ configFile: false, root: ROOT, logLevel: "error", appType: "custom", server: { middlewareMode: true, hmr: false }, resolve: { alias: { "~": join(ROOT, "app") } } });
try {
  const { contentPack } = await vite.ssrLoadModule("/app/content/index.ts");
  const { packExport, exportedFilePath, previewSettings } = await vite.ssrLoadModule("/app/lib/content/pack-export.ts");
  const model = JSON.parse(readFileSync(join(ROOT, "docs/contentful/content-types.json"), "utf8"));
  const exported = packExport(contentPack, model);
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, "pack.json"), `${JSON.stringify(exported, null, 2)}\n`);
  // The preview URL every content type shares (docs/contentful/README.md, "Preview and Live Preview"):
  // SITE_ORIGIN and PREVIEW_SECRET fill it in; without them it names where they go.
  const { brand } = await vite.ssrLoadModule("/app/config/site.ts");
  const preview = previewSettings(model, process.env.SITE_ORIGIN ?? brand.defaultOrigin, process.env.PREVIEW_SECRET ?? "PREVIEW_SECRET");
  writeFileSync(join(out, "content-preview.json"), `${JSON.stringify(preview, null, 2)}\n`);
  for (const asset of contentPack.assets) {
    const target = join(out, "files", exportedFilePath(asset));
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(join(ROOT, "public", asset.fields.file.url), target);
  }
  process.stdout.write(
    `Wrote ${join(out, "pack.json")}: ${exported.contentTypes.length} content types, ${exported.entries.length} entries, ${exported.assets.length} assets (files under ${join(out, "files")}).\n` +
      `Wrote ${join(out, "content-preview.json")}: the preview URL of ${preview.configurations.length} content types (Settings → Content preview).\n` +
      `Import into a new space:\n  npx contentful-cli space import --space-id <SPACE_ID> --management-token <CMA_TOKEN> --content-file ${join(out, "pack.json")} --upload-assets --assets-directory ${join(out, "files")}\n`,
  );
} finally {
  await vite.close();
}
// How much of what the pages show the pack holds (issue #28): measured on the build, when there is one.
// CMS_WORDS=0 skips it (the import test, which only needs the files).
if (process.env.CMS_WORDS !== "0") execFileSync(process.execPath, [join(ROOT, "scripts/content/cms-words.mjs")], { stdio: "inherit" });
