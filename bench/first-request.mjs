// `npm run bench:first-request`: the workerd CPU of a new isolate's first request, the one that evaluates the
// server build (workers/app.ts imports it on first use), against the same request once warm (decision 0086).
// Each of N rounds starts `wrangler dev` afresh on the build in the current directory, waits on a static
// file (which never runs the Worker), then measures P once and 10 times more. P=/robots.txt N=6.
// To compare two builds, run it in each one's directory (a worktree with `npm run build` done there).
import { spawn } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { resolve } from "node:path";
import { cpuSeconds, waitFor, workerdsOf } from "../scripts/lib/local-worker.mjs";

const PORT = 8896;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const PATH = process.env.P ?? "/robots.txt";
const N = Number(process.env.N ?? 6);
const STATE = resolve(".wrangler/first-request-state");
const WRANGLER = resolve(import.meta.dirname, "../node_modules/.bin/wrangler");
const pause = (ms) => new Promise((done) => setTimeout(done, ms));

/** CPU ms of workerd's runtime process over `requests` sequential GETs of PATH. */
async function cpuOf(pid, requests) {
  const before = cpuSeconds(pid);
  for (let i = 0; i < requests; i++) {
    const response = await fetch(ORIGIN + PATH);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${PATH} answered ${response.status}`);
  }
  return ((cpuSeconds(pid) - before) * 1000) / requests;
}

const firsts = [];
for (let round = 0; round < N; round++) {
  rmSync(STATE, { recursive: true, force: true });
  mkdirSync(STATE, { recursive: true });
  const args = ["dev", "--ip", "127.0.0.1", "--port", String(PORT), "--inspector-port", "9496", "--persist-to", STATE, "--log-level", "error", "--var", "APP_ENV:development", "--var", `SITE_ORIGIN:${ORIGIN}`];
  const server = spawn(WRANGLER, args, { stdio: "ignore", detached: true });
  try {
    await waitFor(`${ORIGIN}/favicon.svg`);
    const pid = workerdsOf(server.pid, PORT).runtime;
    await pause(500);
    const first = await cpuOf(pid, 1);
    const warm = await cpuOf(pid, 10);
    firsts.push(first);
    console.log(`round ${round + 1}: first ${PATH} ${first.toFixed(0)} ms of CPU, then ${warm.toFixed(1)} ms a request`);
  } finally {
    process.kill(-server.pid, "SIGKILL");
  }
  await pause(500);
}
const sorted = [...firsts].sort((a, b) => a - b);
console.log(`${new Date().toISOString()} · median first request ${sorted[Math.floor(sorted.length / 2)].toFixed(0)} ms of CPU (${N} rounds; /proc's clock counts in 10 ms)`);
