// React Router's ServerRouter rebuilds the whole route tree on every render: createServerRoutes makes a
// route object for each of the app's 99 routes, and createStaticRouter converts them again into data
// routes, a React element for each route's component and error boundary. The tree depends only on the
// build, yet in Node it costs ~0.3 + ~0.9 ms a render (2026-11-27, ~22:40 UTC) — a fifth of a fresh render.
// And its static handler matches the same address against every route three to six times a document (the
// server handler, the query, the partial manifest's ancestors), ~0.4 ms on a signed-in page in Node.
// The server build's copy of React Router keeps these answers: the server routes while the route manifest
// and every route module are the same objects, the data routes for the same server routes, and the static
// handler's matches for an address (a copy each time: callers write to them). Each render still maps its
// own matches and data. The build fails if React Router no longer has the lines this replaces (decision
// 0058).
import type { Plugin } from "vite";

type KeptServerRoutes = { modules: Record<string, unknown>; isSpaMode: unknown; routes: unknown };

/** `create()`'s server routes, made once for a route manifest while its route modules stay the same. */
export function keptServerRoutes(memo: WeakMap<object, KeptServerRoutes>, manifestRoutes: object, routeModules: Record<string, unknown>, isSpaMode: unknown, create: () => unknown) {
  const kept = memo.get(manifestRoutes);
  let same = kept !== undefined && kept.isSpaMode === isSpaMode;
  if (same) {
    const ids = Object.keys(routeModules);
    same = ids.length === Object.keys(kept!.modules).length && ids.every((id) => kept!.modules[id] === routeModules[id]);
  }
  if (same) return kept!.routes;
  const routes = create();
  memo.set(manifestRoutes, { modules: { ...routeModules }, isSpaMode, routes });
  return routes;
}

/** `create()`'s data routes and their manifest, made once for the same routes. */
export function keptDataRoutes(memo: WeakMap<object, { manifest: object; dataRoutes: unknown }>, routes: object, create: () => { manifest: object; dataRoutes: unknown }) {
  let kept = memo.get(routes);
  if (!kept) memo.set(routes, (kept = create()));
  return kept;
}

/** The matcher with its matches kept by address (at most `limit`, then forgotten at once), copied out. */
export function keptMatches<M extends { update(routes: unknown): void; match(location: string | { pathname?: string }, allowPartial?: boolean): unknown }>(matcher: M, limit = 1000): M {
  const memo = new Map<string, Array<{ params: object }> | null>();
  const update = matcher.update.bind(matcher);
  const match = matcher.match.bind(matcher);
  matcher.update = (routes) => {
    memo.clear();
    update(routes);
  };
  matcher.match = (location, allowPartial = false) => {
    const key = `${allowPartial ? "partial" : "whole"} ${typeof location === "string" ? location : location.pathname}`;
    let matches = memo.get(key);
    if (matches === undefined) {
      matches = match(location, allowPartial) as Array<{ params: object }> | null;
      if (memo.size >= limit) memo.clear();
      memo.set(key, matches);
    }
    return matches && matches.map((found) => ({ ...found, params: { ...found.params } }));
  };
  return matcher;
}

const SERVER_ROUTER = /react-router\/dist\/production\/lib\/dom\/ssr\/server\.js$/;
const STATIC_ROUTER = /react-router\/dist\/production\/lib\/dom\/server\.js$/;
const ROUTER = /react-router\/dist\/production\/lib\/router\/router\.js$/;
const SERVER_ROUTES = "\tlet routes = createServerRoutes(manifest.routes, routeModules, context.future, context.isSpaMode);";
const STATIC_HANDLER_MATCHER = "\tlet dataRouteMatcher = createDataRouteMatcher({ ...opts?.future }, basename);";
const DATA_ROUTES = "\tlet manifest = {};\n\tlet dataRoutes = convertRoutesToDataRoutes(routes, void 0, void 0, manifest);";

function replaced(code: string, original: string, replacement: string, what: string): string {
  if (!code.includes(original)) throw new Error(`react-router-route-memo: React Router's ${what} has changed; review scripts/vite/react-router-route-memo.ts (decision 0058)`);
  return code.replace(original, replacement);
}

/** ServerRouter (react-router's dom/ssr/server.js) with its server routes kept. */
export function withKeptServerRoutes(code: string): string {
  const call = "\tlet routes = keptServerRoutes(keptServerRoutesMemo, manifest.routes, routeModules, context.isSpaMode, () => createServerRoutes(manifest.routes, routeModules, context.future, context.isSpaMode));";
  return `${replaced(code, SERVER_ROUTES, call, "ServerRouter")}\nconst keptServerRoutesMemo = new WeakMap();\n${keptServerRoutes.toString()}\n`;
}

/** createStaticRouter (react-router's dom/server.js) with its data routes kept. */
export function withKeptDataRoutes(code: string): string {
  const call = "\tlet { manifest, dataRoutes } = keptDataRoutes(keptDataRoutesMemo, routes, () => {\n\t\tlet manifest = {};\n\t\treturn { manifest, dataRoutes: convertRoutesToDataRoutes(routes, void 0, void 0, manifest) };\n\t});";
  return `${replaced(code, DATA_ROUTES, call, "createStaticRouter")}\nconst keptDataRoutesMemo = new WeakMap();\n${keptDataRoutes.toString()}\n`;
}

/** createStaticHandler (react-router's router/router.js) with its matches kept. */
export function withKeptMatches(code: string): string {
  const call = "\tlet dataRouteMatcher = keptMatches(createDataRouteMatcher({ ...opts?.future }, basename));";
  return `${replaced(code, STATIC_HANDLER_MATCHER, call, "createStaticHandler")}\n${keptMatches.toString()}\n`;
}

export function reactRouterRouteMemo(): Plugin {
  return {
    name: "hablarte:react-router-route-memo",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "ssr",
    transform(code, id) {
      if (SERVER_ROUTER.test(id)) return { code: withKeptServerRoutes(code), map: null };
      if (STATIC_ROUTER.test(id)) return { code: withKeptDataRoutes(code), map: null };
      if (ROUTER.test(id)) return { code: withKeptMatches(code), map: null };
      return null;
    },
  };
}
