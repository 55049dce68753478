// React Router's server route tree is made once per build, not once per render (scripts/vite/
// react-router-route-memo.ts, decision 0058): kept only while every input that shapes it is the same object.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { keptDataRoutes, keptMatches, keptServerRoutes, withKeptDataRoutes, withKeptMatches, withKeptServerRoutes } from "../../scripts/vite/react-router-route-memo";

const installed = (file: string) => readFileSync(new URL(`../../node_modules/react-router/dist/production/lib/${file}`, import.meta.url), "utf8");

describe("keptServerRoutes", () => {
  const manifestRoutes = { root: {}, home: {} };
  const modules = { root: { default: () => null }, home: { default: () => null } };

  it("makes the routes once for the same manifest and route modules", () => {
    const memo = new WeakMap();
    let made = 0;
    const create = () => ({ made: ++made });
    const first = keptServerRoutes(memo, manifestRoutes, { ...modules }, false, create);
    // React Router builds a new object of the same modules on every request.
    expect(keptServerRoutes(memo, manifestRoutes, { ...modules }, false, create)).toBe(first);
    expect(made).toBe(1);
  });

  it.each([
    ["a route module is another object", { ...modules, home: { default: () => null } }, false],
    ["a route module is added", { ...modules, extra: {} }, false],
    ["a route module is missing", { root: modules.root }, false],
    ["SPA mode differs", modules, true],
  ])("makes them again when %s", (_, changed, isSpaMode) => {
    const memo = new WeakMap();
    const first = keptServerRoutes(memo, manifestRoutes, modules, false, () => ({}));
    const second = keptServerRoutes(memo, manifestRoutes, changed, isSpaMode, () => ({}));
    expect(second).not.toBe(first);
    expect(keptServerRoutes(memo, manifestRoutes, changed, isSpaMode, () => ({}))).toBe(second);
  });

  it("keeps routes apart for another manifest", () => {
    const memo = new WeakMap();
    const first = keptServerRoutes(memo, manifestRoutes, modules, false, () => ({}));
    expect(keptServerRoutes(memo, { ...manifestRoutes }, modules, false, () => ({}))).not.toBe(first);
  });
});

describe("keptDataRoutes", () => {
  it("converts the same routes once, and other routes anew", () => {
    const memo = new WeakMap();
    const routes = [{ id: "root" }];
    let made = 0;
    const create = () => ({ manifest: {}, dataRoutes: [++made] });
    const first = keptDataRoutes(memo, routes, create);
    expect(keptDataRoutes(memo, routes, create)).toBe(first);
    expect(keptDataRoutes(memo, [...routes], create)).not.toBe(first);
    expect(made).toBe(2);
  });
});

describe("keptMatches", () => {
  /** A matcher that counts its work: `/a/:id` matches with the id as a param. */
  function countingMatcher() {
    const matcher = {
      made: 0,
      updated: 0,
      update(_routes: unknown) {
        this.updated++;
      },
      match(location: string | { pathname?: string }, allowPartial = false) {
        this.made++;
        const pathname = typeof location === "string" ? location : (location.pathname ?? "/");
        const id = /^\/a\/([^/]+)$/.exec(pathname)?.[1];
        return id ? [{ route: { id: "a" }, pathname, params: { id, partial: allowPartial } }] : null;
      },
    };
    return matcher;
  }

  it("matches an address once, whether it comes as a string or a location", () => {
    const matcher = keptMatches(countingMatcher());
    expect(matcher.match("/a/1")).toEqual([{ route: { id: "a" }, pathname: "/a/1", params: { id: "1", partial: false } }]);
    expect(matcher.match({ pathname: "/a/1" })).toEqual(matcher.match("/a/1"));
    expect(matcher.match("/nope")).toBeNull();
    expect(matcher.match("/nope")).toBeNull();
    expect(matcher.made).toBe(2);
  });

  it("hands out copies: a caller writing to its matches changes no one else's", () => {
    const matcher = keptMatches(countingMatcher());
    const first = matcher.match("/a/1") as Array<{ route: object; params: Record<string, unknown> }>;
    Object.assign(first[0]!, { route: { id: "other" } });
    first[0]!.params.id = "changed";
    expect(matcher.match("/a/1")).toEqual([{ route: { id: "a" }, pathname: "/a/1", params: { id: "1", partial: false } }]);
  });

  it("keeps partial and whole matches apart, forgets everything when the routes change or the memo is full", () => {
    const matcher = keptMatches(countingMatcher(), 2);
    expect(matcher.match("/a/1", true)).not.toEqual(matcher.match("/a/1"));
    expect(matcher.made).toBe(2);
    matcher.update([]);
    matcher.match("/a/1");
    expect([matcher.updated, matcher.made]).toEqual([1, 3]);
    matcher.match("/a/2");
    matcher.match("/a/3"); // the memo was full: it starts again
    matcher.match("/a/1");
    expect(matcher.made).toBe(6);
  });
});

describe("the build's rewrite of the installed React Router", () => {
  const serverRouter = installed("dom/ssr/server.js");
  const staticRouter = installed("dom/server.js");

  it("keeps ServerRouter's server routes, and changes nothing else", () => {
    const rewritten = withKeptServerRoutes(serverRouter);
    expect(rewritten).toContain("let routes = keptServerRoutes(keptServerRoutesMemo, manifest.routes, routeModules, context.isSpaMode, () => createServerRoutes(");
    expect(rewritten.slice(0, rewritten.indexOf("\nconst keptServerRoutesMemo")).replace(/\tlet routes = keptServerRoutes\(.*\n/, "")).toBe(
      serverRouter.replace(/\tlet routes = createServerRoutes\(.*\n/, ""),
    );
  });

  it("keeps createStaticRouter's data routes, and changes nothing else", () => {
    const rewritten = withKeptDataRoutes(staticRouter);
    expect(rewritten).toContain("let { manifest, dataRoutes } = keptDataRoutes(keptDataRoutesMemo, routes, () => {");
    expect(rewritten.slice(0, rewritten.indexOf("\nconst keptDataRoutesMemo")).replace(/\tlet \{ manifest, dataRoutes \} = keptDataRoutes[\s\S]*?\n\t\}\);/, "")).toBe(
      staticRouter.replace("\tlet manifest = {};\n\tlet dataRoutes = convertRoutesToDataRoutes(routes, void 0, void 0, manifest);", ""),
    );
  });

  it("keeps the static handler's matches, and changes nothing else", () => {
    const router = installed("router/router.js");
    const rewritten = withKeptMatches(router);
    expect(rewritten).toContain("\tlet dataRouteMatcher = keptMatches(createDataRouteMatcher({ ...opts?.future }, basename));");
    expect(rewritten.slice(0, rewritten.indexOf("\nfunction keptMatches")).replace("keptMatches(createDataRouteMatcher({ ...opts?.future }, basename))", "createDataRouteMatcher({ ...opts?.future }, basename)")).toBe(router);
  });

  it("fails the build when React Router's lines have changed", () => {
    expect(() => withKeptServerRoutes(serverRouter.replace("context.isSpaMode);", "context.isSpaMode, true);"))).toThrow(/ServerRouter has changed/);
    expect(() => withKeptDataRoutes(staticRouter.replace("let manifest = {};", "const manifest = {};"))).toThrow(/createStaticRouter has changed/);
    expect(() => withKeptMatches(installed("router/router.js").replace("createDataRouteMatcher({ ...opts?.future }, basename)", "createDataRouteMatcher(opts, basename)"))).toThrow(/createStaticHandler has changed/);
  });
});
