// `npm run bench:node`: the production build's Worker run in Node on wrangler's local bindings
// (getPlatformProxy), to attribute a render's server CPU precisely (issue #24, decision 0055). workerd's
// figures move by ±0.7 ms from run to run here and its inspector's samples pile onto small hot functions;
// Node gives CPU and wall time per request to the hundredth of a millisecond and, with PROFILE=1, a
// sampled profile (.wrangler/node-<page>.cpuprofile) summed by source file through the build's source maps
// (its "post" line is the in-process profiler's own cost).
// D1 and KV go through the proxy here, so a page that reads D1 costs far more than in workerd: use it for
// what a render costs, and `npm run bench:ssr` for the figures the budgets speak of.
// PATHS=/,/curriculum N=400 COOKIE='__Host-hablarte_x=1' (a fresh render) BUILD=/path/to/build/server/index.js
// (another build, to compare two side by side) STATE=<persisted local state> PROFILE=1 FIRST_RENDER=1 (every
// request a first render: no render kept by its data is sent again, decision 0077); TEACHER=1 as a teacher
// holding a licence (My Products, a lesson), BUYER=1 as a buyer with a level in the cart (checkout): a fresh
// state with the migrations applied, and the account made through the Worker itself, served on loopback for
// the sign-up's requests.
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { SourceMap } from "node:module";
import { Session } from "node:inspector/promises";
import { getPlatformProxy } from "wrangler";
import { buyerWithLevelInCart, licensedTeacher } from "../scripts/lib/buyer.mjs";

// The Worker's one workerd-only API: its finishing step no longer uses it, a pass-through keeps a build that does runnable.
globalThis.HTMLRewriter ??= class {
  on() {
    return this;
  }
  transform(response) {
    return response;
  }
};

const PATHS = (process.env.PATHS ?? "/robots.txt,/curriculum").split(",");
const N = Number(process.env.N ?? 400);
const BUILD = process.env.BUILD ?? new URL("../build/server/index.js", import.meta.url).pathname;
const headers = { ...(process.env.COOKIE ? { Cookie: process.env.COOKIE } : {}), ...(process.env.FIRST_RENDER ? { "X-Bench-First-Render": "1" } : {}) };
const SIGNED_IN = process.env.TEACHER || process.env.BUYER;
const STATE = process.env.STATE ?? (SIGNED_IN ? ".wrangler/node-bench-signed-in" : ".wrangler/node-bench-state");
if (SIGNED_IN) {
  rmSync(STATE, { recursive: true, force: true });
  mkdirSync(STATE, { recursive: true });
  execFileSync("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", STATE], { stdio: ["ignore", "ignore", "inherit"] });
}
const proxy = await getPlatformProxy({ persist: { path: `${STATE}/v3` } });
const ORIGIN = "http://127.0.0.1:8797";
const CLIENT = new URL("../client/", `file://${BUILD}`);
// Static Assets, which getPlatformProxy leaves out: the build's client files (the common-password list).
const ASSETS = { fetch: async (url) => new Response(readFileSync(new URL(`.${new URL(url).pathname}`, CLIENT))) };
const env = { ...proxy.env, ASSETS, APP_ENV: "development", SITE_ORIGIN: ORIGIN };
const worker = (await import(BUILD)).default;
const ctx = { waitUntil: (promise) => promise.catch?.(() => {}), passThroughOnException() {} };
if (SIGNED_IN) headers.Cookie = await signedUp(process.env.TEACHER ? (origin) => licensedTeacher(origin, "node-teacher") : (origin) => buyerWithLevelInCart(origin, "node-buyer"));

/** The session cookie `account(origin)` makes through the sign-up flows of `scripts/lib/buyer.mjs`. */
async function signedUp(account) {
  const server = createServer(async (incoming, outgoing) => {
    const chunks = [];
    for await (const chunk of incoming) chunks.push(chunk);
    const body = chunks.length ? Buffer.concat(chunks) : undefined;
    const request = new Request(`${ORIGIN}${incoming.url}`, { method: incoming.method, headers: incoming.headers, body, redirect: "manual" });
    const response = await worker.fetch(request, env, ctx);
    const cookies = response.headers.getSetCookie();
    const rest = [...response.headers].filter(([name]) => name !== "set-cookie");
    outgoing.writeHead(response.status, [...rest.flat(), ...cookies.flatMap((cookie) => ["set-cookie", cookie])]);
    outgoing.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise((resolve) => server.listen(new URL(ORIGIN).port, "127.0.0.1", resolve));
  try {
    return await account(ORIGIN);
  } finally {
    server.close();
  }
}
const get = async (path) => {
  const response = await worker.fetch(new Request(`${ORIGIN}${path}`, { headers }), env, ctx);
  return [response.status, (await response.arrayBuffer()).byteLength];
};

/** Self time of a profile by original source file: the build's chunks through their source maps. */
function byFile(profile, requests) {
  const maps = new Map();
  const original = ({ url, lineNumber, columnNumber, functionName }) => {
    const chunk = url.match(/\/build\/server\/.*\.js$/)?.[0];
    if (!chunk) return functionName || url || "(native)";
    if (!maps.has(url)) {
      try {
        maps.set(url, new SourceMap(JSON.parse(readFileSync(new URL(url).pathname + ".map", "utf8"))));
      } catch {
        maps.set(url, null);
      }
    }
    const source = maps.get(url)?.findEntry(lineNumber, columnNumber)?.originalSource ?? chunk;
    const path = source.replace(/^.*?node_modules\//, "node_modules/").replace(/^(\.\.\/)+/, "");
    return path.startsWith("node_modules/") ? path.split("/").slice(0, path.includes("/@") ? 3 : 2).join("/") + " " + path.split("/").pop() : path;
  };
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  profile.samples.forEach((id, i) => {
    const key = original(nodes.get(id).callFrame);
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const ms = (us) => `${(us / 1000 / requests).toFixed(2).padStart(6)} ms/req`;
  const build = [...self].filter(([key]) => key.startsWith("app/") || key.startsWith("node_modules/") || key.startsWith("workers/")).reduce((sum, [, us]) => sum + us, 0);
  const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 25));
  return [`${ms(build)}  the build's own JavaScript (app/, workers/, bundled node_modules/), natives it calls not included`, ...top.map(([key, us]) => `${ms(us)}  ${key}`)].join("\n");
}

try {
  for (const path of PATHS) {
    for (let i = 0; i < 20; i++) await get(path);
    const session = process.env.PROFILE ? new Session() : null;
    if (session) {
      session.connect();
      await session.post("Profiler.enable");
      await session.post("Profiler.setSamplingInterval", { interval: 50 });
      await session.post("Profiler.start");
    }
    const cpu = process.cpuUsage();
    const start = performance.now();
    let answer;
    for (let i = 0; i < N; i++) answer = await get(path);
    const used = process.cpuUsage(cpu);
    const wall = performance.now() - start;
    console.log(`${path.padEnd(32)} ${answer[0]} ${answer[1]} bytes · CPU ${((used.user + used.system) / 1000 / N).toFixed(2)} ms/request (GC threads included) · wall ${(wall / N).toFixed(2)} ms`);
    if (session) {
      const { profile } = await session.post("Profiler.stop");
      writeFileSync(`.wrangler/node-${path.replace(/\W+/g, "_") || "home"}.cpuprofile`, JSON.stringify(profile));
      console.log(byFile(profile, N));
      session.disconnect();
    }
  }
} finally {
  await proxy.dispose();
}
