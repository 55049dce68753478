// `npm run bench:ab`: two builds of the Worker side by side in workerd, in alternated blocks of requests,
// to tell a change's effect on server CPU from this machine's drift (a figure moves by 1–2 ms over minutes
// here, decision 0074). A=<commit> B=<commit> (default: HEAD~1 and the working tree) are checked out in
// git worktrees under .wrangler/ab and built there; PATCH_B=<file> applies a patch to B first (an
// experiment: bench/experiments/). PATHS=/,/login N=100 ROUNDS=6; TEACHER=1 as a teacher holding a licence
// (My Products, a lesson), BUYER=1 as a buyer with a level in the cart (checkout), COOKIE='name=value',
// FIRST_RENDER=1 with no render sent again from one of the same data (decision 0077). Each server gets its
// own fresh local state and its own account. Prints, per path, each build's median CPU per request of the
// workerd process and the rounds it comes from, with the static file's beside them.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, rmSync, symlinkSync } from "node:fs";
import { resolve } from "node:path";
import { cpuSeconds, waitFor, workerdsOf } from "../scripts/lib/local-worker.mjs";
import { buyerWithLevelInCart, licensedTeacher } from "../scripts/lib/buyer.mjs";

const ROOT = resolve(import.meta.dirname, "..");
const PATHS = (process.env.PATHS ?? "/").split(",");
const N = Number(process.env.N ?? 100);
const ROUNDS = Number(process.env.ROUNDS ?? 6);
const run = (cmd, args, cwd) => execFileSync(cmd, args, { cwd, stdio: ["ignore", "ignore", "inherit"] });

/** A build of `commit` (null: the working tree) in a worktree of its own, with `patch` applied. */
function buildOf(name, commit, patch) {
  if (commit === null && !patch) {
    run("npm", ["run", "build"], ROOT);
    return ROOT;
  }
  const dir = resolve(ROOT, ".wrangler/ab", name);
  if (existsSync(dir)) run("git", ["worktree", "remove", "--force", dir], ROOT);
  run("git", ["worktree", "add", "--detach", dir, commit ?? "HEAD"], ROOT);
  if (commit === null) execFileSync("sh", ["-c", `git -C "${ROOT}" diff HEAD | git -C "${dir}" apply --allow-empty`]);
  if (patch) run("git", ["apply", resolve(ROOT, patch)], dir);
  symlinkSync(resolve(ROOT, "node_modules"), resolve(dir, "node_modules"));
  run("npm", ["run", "build"], dir);
  return dir;
}

async function start(cwd, port) {
  const state = resolve(ROOT, `.wrangler/ab/state-${port}`);
  rmSync(state, { recursive: true, force: true });
  mkdirSync(state, { recursive: true });
  run("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", state], cwd);
  const args = ["wrangler", "dev", "--ip", "127.0.0.1", "--port", String(port), "--persist-to", state, "--log-level", "error", "--var", "APP_ENV:development", "--var", `SITE_ORIGIN:http://127.0.0.1:${port}`];
  const child = spawn("npx", args, { cwd, stdio: "ignore", detached: true });
  const origin = `http://127.0.0.1:${port}`;
  await waitFor(`${origin}/`);
  let headers = process.env.COOKIE ? { Cookie: process.env.COOKIE } : {};
  if (process.env.TEACHER) headers = { Cookie: await licensedTeacher(origin, "ab-teacher") };
  if (process.env.BUYER) headers = { Cookie: await buyerWithLevelInCart(origin, "ab-buyer") };
  if (process.env.FIRST_RENDER) headers = { ...headers, "X-Bench-First-Render": "1" };
  return { origin, headers, pid: workerdsOf(child.pid, port).runtime, stop: () => process.kill(-child.pid, "SIGKILL") };
}

/** CPU ms per request of `n` sequential requests (each must answer 200). */
async function block(server, path, n) {
  const headers = path === "/favicon.svg" ? {} : server.headers;
  const before = cpuSeconds(server.pid);
  for (let i = 0; i < n; i++) {
    const response = await fetch(`${server.origin}${path}`, { headers, redirect: "manual" });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${server.origin}${path}: ${response.status}`);
  }
  return ((cpuSeconds(server.pid) - before) * 1000) / n;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const dirs = { A: buildOf("a", process.env.A ?? "HEAD~1", process.env.PATCH_A), B: buildOf("b", process.env.B ?? null, process.env.PATCH_B) };
const servers = { A: await start(dirs.A, 8881), B: await start(dirs.B, 8882) };
try {
  const all = ["/favicon.svg", ...PATHS];
  for (const server of Object.values(servers)) for (const path of all) await block(server, path, 30);
  const results = {};
  for (let round = 0; round < ROUNDS; round++) {
    // Each round in the other order, so neither build always runs second.
    const order = round % 2 ? ["B", "A"] : ["A", "B"];
    for (const path of all) for (const name of order) ((results[path] ??= { A: [], B: [] })[name]).push(await block(servers[name], path, N));
  }
  console.log(`A ${process.env.A ?? "HEAD~1"}${process.env.PATCH_A ? ` + ${process.env.PATCH_A}` : ""} · B ${process.env.B ?? "working tree"}${process.env.PATCH_B ? ` + ${process.env.PATCH_B}` : ""} · ${ROUNDS} rounds of ${N} requests · ${new Date().toISOString()}`);
  for (const path of all) {
    const line = ["A", "B"].map((name) => `${name} ${median(results[path][name]).toFixed(2)} ms (${results[path][name].map((x) => x.toFixed(2)).join(" ")})`);
    console.log(path.padEnd(48), line.join("  |  "));
  }
} finally {
  for (const server of Object.values(servers)) server.stop();
  for (const dir of Object.values(dirs)) if (dir !== ROOT) run("git", ["worktree", "remove", "--force", dir], ROOT);
}
