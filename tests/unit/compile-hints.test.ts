// Which client chunks open with V8's compile hint (scripts/vite/compile-hints.ts; decision 0044): the
// entry's and the root route's, and what they import statically — not the route chunks some pages load.
import { describe, expect, it } from "vitest";
import { startupChunks } from "../../scripts/vite/compile-hints";

const chunk = (facadeModuleId: string | null, imports: string[] = []) => ({ type: "chunk", isEntry: facadeModuleId !== null, facadeModuleId, imports, code: "" });

describe("start-up chunks", () => {
  it("are the client entry, the root route and their static imports, however deep", () => {
    const bundle = {
      "assets/entry.client-a.js": chunk("/work/node_modules/@react-router/dev/dist/config/defaults/entry.client.tsx", ["assets/react-dom-b.js"]),
      "assets/react-dom-b.js": chunk(null, ["assets/scheduler-c.js"]),
      "assets/scheduler-c.js": chunk(null),
      "assets/root-d.js": chunk("/work/app/root.tsx?__react-router-build-client-route", ["assets/jsx-runtime-e.js", "assets/react-dom-b.js"]),
      "assets/jsx-runtime-e.js": chunk(null),
      "assets/pricing-f.js": chunk("/work/app/routes/site/pricing.tsx?__react-router-build-client-route", ["assets/jsx-runtime-e.js", "assets/table-g.js"]),
      "assets/table-g.js": chunk(null),
      "assets/swiper-h.js": chunk(null),
      "assets/common-passwords-i.txt": { type: "asset" },
    };
    expect(startupChunks(bundle)).toEqual(["assets/entry.client-a.js", "assets/jsx-runtime-e.js", "assets/react-dom-b.js", "assets/root-d.js", "assets/scheduler-c.js"]);
  });
});
