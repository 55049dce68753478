// The scripts every page runs at start-up (the client entry, the root route, and what they import
// statically: React, React Router, the shell) open with V8's explicit compile hint, so Chromium compiles
// their functions on the thread that streams them in, not lazily on the main thread as each is first
// called. On this machine kind, under 4× CPU throttling, it cut the main thread's script time by 30–45 %
// on the home, pricing and K-12 pages with the same total CPU (decision 0044). Browsers without the hint
// read a comment. Route and component chunks that only some pages load are left to lazy compilation.
import type { Plugin } from "vite";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

type Chunk = { type: "chunk"; isEntry: boolean; facadeModuleId: string | null; imports: string[]; code: string };

/** The start-up chunks: the entry's and the root route's, with everything they import statically. */
export function startupChunks(bundle: Record<string, { type: string }>): string[] {
  const chunks = Object.entries(bundle).filter((entry): entry is [string, Chunk] => entry[1].type === "chunk");
  // Every route module is an entry of the client build too: the start-up ones are named by their module.
  const roots = chunks.filter(([, chunk]) => /\/(entry\.client|root)\.tsx(\?|$)/.test(chunk.facadeModuleId ?? "")).map(([name]) => name);
  const byName = new Map(chunks);
  const found = new Set<string>();
  const visit = (name: string) => {
    if (found.has(name) || !byName.has(name)) return;
    found.add(name);
    for (const imported of byName.get(name)!.imports) visit(imported);
  };
  roots.forEach(visit);
  return [...found].sort();
}

export function compileHints(): Plugin {
  return {
    name: "hablarte:compile-hints",
    applyToEnvironment: (environment) => environment.name === "client",
    // After Vite's own generateBundle, which puts its preload map (`const __vite__mapDeps=…`) first in a chunk
    // that imports on demand: the hint counts only as the file's first line.
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const name of startupChunks(bundle)) {
          const chunk = bundle[name] as unknown as Chunk;
          if (!chunk.code.startsWith(COMPILE_HINT)) chunk.code = COMPILE_HINT + chunk.code;
        }
      },
    },
  };
}
