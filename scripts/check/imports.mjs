#!/usr/bin/env node
// npm run lint (so npm test) runs this: the import boundaries of docs/decisions/0032-import-boundaries.md.
// (Cycles are oxlint's import/no-cycle, in .oxlintrc.json.) Type-only imports count like any other: a
// type that crosses a boundary ties the two sides together just the same, and it is how the old loop of
// layers crept in. Exits non-zero, naming file, line and rule, on a breach.
import { fileURLToPath } from "node:url";
import { readImportGraph } from "./import-graph.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));

const isServerModule = (path) => /\.server(\.[cm]?[jt]sx?)?$|\.server\//.test(path);
const isRouteModule = (path) => path.startsWith("app/routes/") || path === "app/root.tsx" || path === "app/entry.server.tsx";
const isUi = (path) => path.startsWith("app/components/");
const under = (...folders) => (path) => folders.some((folder) => path.startsWith(folder));

/** Each rule: the files it binds, and what they may not import (`to` is undefined for a package). */
const RULES = [
  {
    files: under("app/domain/"),
    breaks: ({ to, specifier }) => (to ? !to.startsWith("app/domain/") : !/^zod(\/|$)/.test(specifier)),
    why: "app/domain imports nothing but zod and app/domain: config it needs moves into domain or is passed in",
  },
  {
    files: under("app/components/"),
    breaks: ({ to }) => Boolean(to && (isServerModule(to) || isRouteModule(to))),
    why: "components never import *.server modules or route modules, even for types: view-model types live in app/domain or beside the component",
  },
  {
    files: under("app/lib/"),
    breaks: ({ to }) => Boolean(to && (isUi(to) || isRouteModule(to))),
    why: "app/lib adapters never import components or routes: a shape both sides need lives in app/domain",
  },
  {
    files: under("app/config/", "app/copy/", "app/content/"),
    breaks: ({ to }) => Boolean(to && (isServerModule(to) || isUi(to) || isRouteModule(to))),
    why: "config, copy and the content pack are data: they import only app/domain, app/config and each other",
  },
];

const graph = readImportGraph(root, ["app", "workers"]);
const problems = [];

for (const rule of RULES) {
  const breaches = [...graph].flatMap(([file, imports]) =>
    rule.files(file) ? imports.filter(rule.breaks).map((found) => `    ${file}:${found.line} imports ${found.to ?? found.specifier}${found.typeOnly ? " (types only)" : ""}`) : [],
  );
  if (breaches.length) problems.push(`${rule.why}:\n${breaches.join("\n")}`);
}

// Components run in the browser, where nothing validates with zod (actions do, on the server): a component
// that reaches zod through a runtime import, even two modules away, ships it to every page that shows the
// component (the consent notice once sent 23 KB gzip of zod to every page that way). Type-only imports are
// erased by the build and don't count here.
const zodChains = [...graph.keys()].filter(isUi).map((file) => runtimeChainTo(file, (found) => !found.to && /^zod(\/|$)/.test(found.specifier))).filter(Boolean);
if (zodChains.length) {
  problems.push(`components never load zod in the browser: a schema lives in a module of its own (app/domain/*-form.ts), apart from what a component reads:\n${zodChains.map((chain) => `    ${chain.join(" → ")}`).join("\n")}`);
}

/** The first chain of runtime imports from `file` to an import that `matches`, or undefined. */
function runtimeChainTo(file, matches, seen = new Set()) {
  if (seen.has(file)) return undefined;
  seen.add(file);
  for (const found of graph.get(file) ?? []) {
    if (found.typeOnly) continue;
    if (matches(found)) return [`${file}:${found.line}`, found.to ?? found.specifier];
    const rest = found.to && runtimeChainTo(found.to, matches, seen);
    if (rest) return [`${file}:${found.line}`, ...rest];
  }
  return undefined;
}

if (problems.length) {
  console.error(`check:imports failed (docs/decisions/0032-import-boundaries.md):\n\n${problems.join("\n\n")}`);
  process.exit(1);
}
console.log(`check:imports: ${graph.size} files, boundaries kept`);
