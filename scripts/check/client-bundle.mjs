#!/usr/bin/env node
// `npm run build` ends with this: no script the browser gets carries zod (decision 0032, rule 6). The source
// check in imports.mjs covers components; a route module's browser half is only known once the build has
// split off its loader and action, so this reads what the build wrote. zod's core names its classes with
// "$Zod…" strings that survive minification. Exits non-zero, naming each chunk and the chunks that load it.
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
console.log(`check:client-bundle: ${scripts.length} scripts, none carries zod`);
