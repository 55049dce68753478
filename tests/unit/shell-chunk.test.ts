// Which client modules go into the one shell chunk (scripts/vite/shell-chunk.ts): the root route and what it
// imports statically, however deep — not a module it imports on demand, nor one only a route imports.
import { describe, expect, it } from "vitest";
import { staticGraph } from "../../scripts/vite/shell-chunk";

function graph(imports: Record<string, string[]>) {
  return {
    getModuleIds: () => Object.keys(imports)[Symbol.iterator](),
    getModuleInfo: (id: string) => (id in imports ? { importedIds: imports[id]! } : null),
  };
}

describe("the shell chunk's modules", () => {
  it("are the root route's static imports, transitively, and not the routes' or on-demand ones", () => {
    const modules = graph({
      "/app/root.tsx?__react-router-build-client-route": ["/app/components/layout/header.tsx", "/node_modules/react/index.js"],
      "/app/components/layout/header.tsx": ["/app/components/ui/icon.tsx", "/node_modules/react/index.js"],
      "/app/components/ui/icon.tsx": [],
      "/node_modules/react/index.js": [],
      // Imported with import() by the header: its id is among dynamicallyImportedIds, not importedIds.
      "/app/components/scheduler/scheduler-popup.tsx": ["/app/components/ui/icon.tsx"],
      "/app/routes/site/pricing.tsx?__react-router-build-client-route": ["/app/components/ui/icon.tsx", "/app/components/pricing/table.tsx"],
      "/app/components/pricing/table.tsx": [],
    });
    expect([...staticGraph(modules, "/app/root.tsx?__react-router-build-client-route")].sort()).toEqual([
      "/app/components/layout/header.tsx",
      "/app/components/ui/icon.tsx",
      "/app/root.tsx?__react-router-build-client-route",
      "/node_modules/react/index.js",
    ]);
  });

  it("survive an import cycle", () => {
    const modules = graph({ "/app/root.tsx": ["/app/a.ts"], "/app/a.ts": ["/app/b.ts"], "/app/b.ts": ["/app/a.ts"] });
    expect(staticGraph(modules, "/app/root.tsx").size).toBe(3);
  });
});
