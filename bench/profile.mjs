// `npm run bench:profile`: attaches to the inspector of a server `npm run bench:ssr` holds up (INSPECT=1
// HOLD=300), profiles N requests of P, saves .wrangler/<page>.cpuprofile (Chrome DevTools opens it) and prints
// the functions with the most self and total time per request (decision 0035).
import { writeFileSync } from "node:fs";
// ws comes with wrangler: the inspector wants an Origin header, which the built-in WebSocket cannot send.
import WS from "ws";
const PORT = Number(process.env.PORT ?? 8861), PATH = process.env.P ?? "/", N = Number(process.env.N ?? 50);
const targets = await (await fetch("http://127.0.0.1:9339/json")).json();
console.log(targets.map((t) => t.title + " " + t.webSocketDebuggerUrl));
const t = targets.find((x) => !/internal|proxy/i.test(x.title)) ?? targets[0];
const ws = new WS(t.webSocketDebuggerUrl, { headers: { Origin: "https://devtools.devprod.cloudflare.dev" } });
ws.addEventListener("error", (e) => console.error("ws error", e.message));
await new Promise((r) => ws.addEventListener("open", r));
let id = 0; const pending = new Map();
ws.addEventListener("message", (e) => { const m = JSON.parse(e.data); if (m.id && pending.has(m.id)) { pending.get(m.id)(m); pending.delete(m.id); } });
const send = (method, params = {}) => new Promise((r) => { const i = ++id; pending.set(i, r); ws.send(JSON.stringify({ id: i, method, params })); });
await send("Profiler.enable"); await send("Profiler.setSamplingInterval", { interval: 100 });
// COOKIE='name=value' profiles a signed-in page (bench:ssr with BUYER=1 prints one); FIRST_RENDER=1 a render
// made afresh each time, none sent again from one of the same data (decision 0077).
const headers = { ...(process.env.COOKIE ? { Cookie: process.env.COOKIE } : {}), ...(process.env.FIRST_RENDER ? { "X-Bench-First-Render": "1" } : {}) };
for (let i = 0; i < 5; i++) await (await fetch(`http://127.0.0.1:${PORT}${PATH}`, { headers })).arrayBuffer();
await send("Profiler.start");
for (let i = 0; i < N; i++) await (await fetch(`http://127.0.0.1:${PORT}${PATH}`, { headers })).arrayBuffer();
const { result } = await send("Profiler.stop");
const prof = result.profile;
writeFileSync(`.wrangler/${PATH.replace(/\W+/g, "_") || "home"}.cpuprofile`, JSON.stringify(prof));
const dt = new Map(); // node id -> self us
for (let i = 0; i < prof.samples.length; i++) dt.set(prof.samples[i], (dt.get(prof.samples[i]) ?? 0) + (prof.timeDeltas[i] ?? 0));
const byId = new Map(prof.nodes.map((n) => [n.id, n]));
const parent = new Map(); for (const n of prof.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const self = new Map(), total = new Map();
for (const [nid, us] of dt) {
  const n = byId.get(nid); const key = `${n.callFrame.functionName || "(anon)"} ${n.callFrame.url.split("/").slice(-2).join("/")}:${n.callFrame.lineNumber}`;
  self.set(key, (self.get(key) ?? 0) + us);
  const seen = new Set(); let cur = nid;
  while (cur !== undefined) { const c = byId.get(cur); const k = `${c.callFrame.functionName || "(anon)"} ${c.callFrame.url.split("/").slice(-2).join("/")}:${c.callFrame.lineNumber}`; if (!seen.has(k)) { total.set(k, (total.get(k) ?? 0) + us); seen.add(k); } cur = parent.get(cur); }
}
const tot = [...dt.values()].reduce((a, b) => a + b, 0);
const idle = [...dt].filter(([nid]) => /\(idle\)|\(program\)/.test(byId.get(nid).callFrame.functionName)).reduce((a, [, us]) => a + us, 0);
console.log(`profile ${(tot / 1000).toFixed(0)} ms, busy ${( (tot - idle) / 1000 / N).toFixed(2)} ms/request`);
const top = (m, k) => [...m].sort((a, b) => b[1] - a[1]).slice(0, k).map(([key, us]) => `${(us / 1000 / N).toFixed(2).padStart(7)} ms/req  ${key}`).join("\n");
console.log("SELF\n" + top(self, 30)); console.log("TOTAL\n" + top(total, 45));
ws.close();
