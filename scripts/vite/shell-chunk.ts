// Every page loads the root route and what it imports statically (the header, footer, cookie notice,
// newsletter form, the scheduler's button…). Left to itself the bundler splits those modules by which
// *other* routes also import them, so each page fetched a dozen chunks of 0.2–1.5 KB that it always loads
// together; each pays its own gzip header, lost dictionary and import lines. This puts the root route's
// static graph into one chunk. A page loads nothing it didn't load before: every page loads all of it.
import type { Plugin } from "vite";

const ROOT_ROUTE = /\/app\/root\.tsx(\?|$)/;

type ModuleGraph = { getModuleIds(): IterableIterator<string>; getModuleInfo(id: string): { importedIds: readonly string[] } | null };

/** The modules `root` imports statically, directly or through others, itself included. */
export function staticGraph(graph: ModuleGraph, root: string): Set<string> {
  const found = new Set<string>();
  const pending = [root];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (found.has(id)) continue;
    found.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return found;
}

export function shellChunk(): Plugin {
  let shell = new Set<string>();
  return {
    name: "hablarte:shell-chunk",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    buildEnd() {
      const root = [...this.getModuleIds()].find((id) => ROOT_ROUTE.test(id));
      if (!root) throw new Error("shell-chunk: no root route module in the client build (scripts/vite/shell-chunk.ts)");
      shell = staticGraph(this, root);
    },
    outputOptions(options) {
      return { ...options, codeSplitting: { groups: [{ name: "shell", test: (id: string) => shell.has(id) }] } };
    },
  };
}
