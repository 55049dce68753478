// `npm run bench:ssr`: the server CPU of a few answers, quickly (no Lighthouse): the process CPU per request
// of the workerd that runs the Worker and of wrangler dev's proxy, over N sequential requests per path, on the
// production build (run `npm run build` first). PATHS=/,/faqs N=100 PORT=8861. With INSPECT=1 the inspector
// listens on 9339 and HOLD=<s> keeps the server up for `npm run bench:profile` (decision 0035). BUYER=1
// measures as a signed-in buyer with a curriculum level in the cart (prints the cookie for bench:profile);
// TEACHER=1 as a teacher holding a licence of K–2 Level 1 (its lessons, issue #25);
// COOKIE='name=value' sends that cookie instead (a consent choice; `__Host-hablarte_x=1` forces a fresh
// render, since the page memo counts only the site's own cookies, decision 0038). NEWSLETTER=1 adds N
// newsletter signups without JavaScript, each from its own address (decision 0045). ROUNDS=6 measures
// each path that many times in a row, each round both ways: N requests after the static file's N (as
// `npm run bench` does) and four alternating blocks of N/4 with the static file, net of it (block median):
// how much a figure owes to the isolate's warm-up and the machine's drift.
import { cpuSeconds, startLocalWorker, workerdsOf } from "../scripts/lib/local-worker.mjs";
import { confirmedBuyer, formPost, licensedTeacher } from "../scripts/lib/buyer.mjs";
const PORT = Number(process.env.PORT ?? 8861);
const PATHS = (process.env.PATHS ?? "/robots.txt,/favicon.svg,/,/level-test,/spanish-courses-overview,/nope-404").split(",");
const N = Number(process.env.N ?? 100);
// A measurement id, as in production: for a visitor who allowed analytics the gate reads the blocked-IP list.
const server = await startLocalWorker({ port: PORT, state: ".wrangler/ssr-probe-state", vars: { APP_ENV: "development", GA_MEASUREMENT_ID: "G-BENCH00000" }, extraArgs: process.env.INSPECT ? ["--inspector-port", "9339"] : [] });
try {
  const { runtime: rt, proxy: px } = workerdsOf(server.pid, PORT);
  const origin = `http://127.0.0.1:${PORT}`;
  let headers = process.env.COOKIE ? { Cookie: process.env.COOKIE } : {};
  if (process.env.BUYER) {
    const { cookie } = await confirmedBuyer(origin, "ssr-probe");
    await fetch(`${origin}/product/k2-level-1`, formPost({ intent: "add", product: "k2-level-1", quantity: "3" }, { Cookie: cookie }));
    headers = { Cookie: cookie };
    console.log(`buyer: COOKIE='${cookie}'`);
  }
  if (process.env.TEACHER) {
    headers = { Cookie: await licensedTeacher(origin, "ssr-teacher") };
    console.log(`teacher: COOKIE='${headers.Cookie}'`);
  }
  // FIRST_RENDER=1: every request a first render, none sent again from a render of the same data (decision 0077).
  if (process.env.FIRST_RENDER) headers = { ...headers, "X-Bench-First-Render": "1" };
  /** 10 answers to warm up, then N measured; `send(i)` makes the i-th request. */
  const measure = async (label, send) => {
    for (let i = 0; i < 10; i++) await (await send(i)).arrayBuffer();
    const b = cpuSeconds(rt), bp = px ? cpuSeconds(px) : 0, t = performance.now();
    for (let i = 10; i < N + 10; i++) await (await send(i)).arrayBuffer();
    console.log(label.padEnd(28), "runtime", ((cpuSeconds(rt) - b) * 1000 / N).toFixed(2), "ms/req · proxy", px ? ((cpuSeconds(px) - bp) * 1000 / N).toFixed(2) : "-", "· wall", ((performance.now() - t) / N).toFixed(1));
  };
  // Each answer as sent: a redirect is measured as itself, not with the page it leads to.
  if (process.env.ROUNDS) {
    const cpuMs = async (path, h, n) => {
      const before = cpuSeconds(rt);
      for (let i = 0; i < n; i++) await (await fetch(`${origin}${path}`, { headers: h, redirect: "manual" })).arrayBuffer();
      return ((cpuSeconds(rt) - before) * 1000) / n;
    };
    for (const path of PATHS) {
      const staticMs = await cpuMs("/favicon.svg", {}, N);
      for (let round = 0; round < Number(process.env.ROUNDS); round++) {
        const inARow = (await cpuMs(path, headers, N)) - staticMs;
        const blocks = [];
        for (let k = 0; k < 4; k++) blocks.push(-(await cpuMs("/favicon.svg", {}, N / 4)) + (await cpuMs(path, headers, N / 4)));
        blocks.sort((a, b) => a - b);
        console.log(`${path} round ${round}: net ${inARow.toFixed(2)} ms in a row · alternating blocks ${blocks.map((b) => b.toFixed(2)).join("/")}, median ${((blocks[1] + blocks[2]) / 2).toFixed(2)}`);
      }
    }
  } else for (const path of PATHS) await measure(path, () => fetch(`${origin}${path}`, { headers, redirect: "manual" }));
  // NEWSLETTER=1: signups without JavaScript, each a new visitor from its own address (decision 0045).
  if (process.env.NEWSLETTER) {
    const run = Date.now();
    await measure("POST /?index (newsletter)", (i) =>
      fetch(`${origin}/?index`, formPost({ intent: "newsletter", email: `ssr-${run}-${i}@example.com` }, { Origin: origin, "CF-Connecting-IP": `10.77.${i >> 8}.${i & 255}` })),
    );
  }
  if (process.env.HOLD) await new Promise((r) => setTimeout(r, Number(process.env.HOLD) * 1000));
} finally { server.stop(); }
