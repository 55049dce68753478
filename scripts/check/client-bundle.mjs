#!/usr/bin/env node
// `npm run build` ends with this: no script the browser gets carries zod (decision 0032, rule 6). The source
// check in imports.mjs covers components; a route module's browser half is only known once the build has
// split off its loader and action, so this reads what the build wrote. zod's core names its classes with
// "$Zod…" strings that survive minification. Exits non-zero, naming each chunk and the chunks that load it.
// It also checks that Contentful's Live Preview SDK loads only in an editor's preview (decision 0064): no
// chunk imports it statically, and the one module that imports it is itself only ever imported on demand.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const ASSETS = "build/client/assets";
const scripts = readdirSync(ASSETS).filter((name) => name.endsWith(".js"));
const source = new Map(scripts.map((name) => [name, readFileSync(join(ASSETS, name), "utf8")]));
const withZod = scripts.filter((name) => source.get(name).includes("$ZodType"));

if (withZod.length) {
  const lines = withZod.map((chunk) => {
    const loaders = scripts.filter((name) => name !== chunk && source.get(name).includes(chunk));
    return `    ${chunk}${loaders.length ? `, loaded by ${loaders.join(", ")}` : ""}`;
  });
  console.error(
    `check:client-bundle failed: zod is in the browser's scripts (docs/decisions/0032-import-boundaries.md, rule 6).\n` +
      `A page reads a constant from a module that also holds a schema: move the schema to a form module of its own.\n${lines.join("\n")}`,
  );
  process.exit(1);
}
// Minified static imports: `import{…}from"./x.js"` and `import"./x.js"`; a dynamic one is `import(\`./x.js\`)`.
const staticImporters = (chunk) => scripts.filter((name) => new RegExp(`(?:from|import)\\s*["']\\./${chunk.replace(".", "\\.")}["']`).test(source.get(name)));
const dynamicImporters = (chunk) => scripts.filter((name) => name !== chunk && source.get(name).includes(`import(\`./${chunk}\`)`));
// The SDK's message to the Contentful app when an editor clicks a tagged field.
const sdk = scripts.filter((name) => source.get(name).includes("TAGGED_FIELD_CLICKED"));
const sdkProblems = sdk.length === 0
  ? ["    no chunk holds @contentful/live-preview (its TAGGED_FIELD_CLICKED message): is the preview bar's import gone?"]
  : sdk.flatMap((chunk) => {
      const loaders = dynamicImporters(chunk);
      return [
        ...staticImporters(chunk).map((name) => `    ${chunk} (the SDK) is imported by ${name} at load`),
        ...(loaders.length ? [] : [`    ${chunk} (the SDK) is imported by no chunk on demand`]),
        ...loaders.flatMap((loader) => staticImporters(loader).map((name) => `    ${loader}, which loads the SDK, is imported by ${name} at load`)),
      ];
    });
if (sdkProblems.length) {
  console.error(`check:client-bundle failed: Contentful's Live Preview SDK must load only in an editor's preview (docs/decisions/0064-live-preview-framing-and-cookie.md).\n${sdkProblems.join("\n")}`);
  process.exit(1);
}
// The start-up scripts (the client entry and the root route, with what they import statically) open with V8's
// compile hint (scripts/vite/compile-hints.ts, decision 0044): it counts only as a file's first line, and
// Vite puts its preload map first in a chunk that imports on demand, after the hint went in once (0073).
const staticImportsOf = (chunk) => [...source.get(chunk).matchAll(/(?:from|import)\s*["']\.\/([^"']+\.js)["']/g)].map((m) => m[1]);
const startup = new Set();
const pending = scripts.filter((name) => /^(entry\.client|root)-/.test(name));
while (pending.length) {
  const chunk = pending.pop();
  if (startup.has(chunk) || !source.has(chunk)) continue;
  startup.add(chunk);
  pending.push(...staticImportsOf(chunk));
}
const unhinted = [...startup].filter((chunk) => !source.get(chunk).startsWith("//# allFunctionsCalledOnLoad\n"));
if (startup.size < 2 || unhinted.length) {
  console.error(`check:client-bundle failed: every start-up script opens with the compile hint (docs/decisions/0044-compile-hints-for-start-up-scripts.md).\n${startup.size < 2 ? "    no client entry and root route found" : unhinted.map((chunk) => `    ${chunk}`).join("\n")}`);
  process.exit(1);
}
console.log(`check:client-bundle: ${scripts.length} scripts, none carries zod; the Live Preview SDK (${sdk.join(", ")}) loads only on demand; the ${startup.size} start-up scripts open with the compile hint`);
