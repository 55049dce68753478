// The production build served by workerd (wrangler dev) on loopback, on fresh local state with the
// migrations applied: what the bench and the load run measure. Local only, never an account.
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, readFileSync, readdirSync, rmSync } from "node:fs";

export async function waitFor(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server at ${url} did not answer in time`);
}

/**
 * Starts the build on `port` with `vars` (wrangler --var); `stop()` ends it and everything under it. The
 * state starts empty unless `keepState` (a second server on what the first one stored). `config`: another
 * Worker's wrangler configuration, with no database (the load run's calibration Worker).
 */
export async function startLocalWorker({ port, state, vars = {}, extraArgs = [], keepState = false, config }) {
  if (!keepState) rmSync(state, { recursive: true, force: true });
  mkdirSync(state, { recursive: true });
  if (config) extraArgs = ["--config", config, ...extraArgs];
  else execFileSync("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", state], { stdio: ["ignore", "pipe", "inherit"] });
  const varArgs = Object.entries(vars).flatMap(([name, value]) => ["--var", `${name}:${value}`]);
  const server = spawn("npx", ["wrangler", "dev", "--ip", "127.0.0.1", "--port", String(port), "--persist-to", state, "--log-level", "error", ...varArgs, ...extraArgs], {
    stdio: "ignore",
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-server.pid, "SIGKILL");
    } catch {
      // already gone
    }
  };
  process.on("exit", stop);
  await waitFor(`http://127.0.0.1:${port}/`);
  return { pid: server.pid, stop };
}

const CLOCK_TICKS = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim());

/** CPU seconds (user + system) a process has used so far, from /proc. */
export function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

/**
 * The two workerd processes wrangler dev starts under `rootPid`: the proxy bound to `port`
 * (`--socket-addr=entry=127.0.0.1:PORT`) that forwards each request, and the runtime that executes the
 * Worker on a port of its own. The runtime's CPU is the Worker's (measuring the proxy reported a few ms
 * whatever the Worker did).
 */
export function workerdsOf(rootPid, port) {
  const processes = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.split(") ")[1].split(" ")[1]);
      const name = stat.slice(stat.indexOf("(") + 1, stat.indexOf(")"));
      processes.set(Number(entry), { ppid, name, commandLine: readFileSync(`/proc/${entry}/cmdline`, "utf8").split("\0") });
    } catch {
      // the process ended while we looked
    }
  }
  const workerds = [];
  const queue = [rootPid];
  while (queue.length > 0) {
    const pid = queue.shift();
    for (const [child, info] of processes) {
      if (info.ppid !== pid) continue;
      if (info.name === "workerd") workerds.push({ pid: child, ...info });
      else queue.push(child);
    }
  }
  const isProxy = (w) => w.commandLine.includes(`--socket-addr=entry=127.0.0.1:${port}`);
  const runtimes = workerds.filter((w) => !isProxy(w));
  if (runtimes.length !== 1) throw new Error(`expected one workerd running the Worker, found ${runtimes.length} (of ${workerds.length})`);
  return { runtime: runtimes[0].pid, proxy: workerds.find(isProxy)?.pid };
}
