// The production build served by workerd (wrangler dev) on loopback, on fresh local state with the
// migrations applied: what the bench and the load run measure. Local only, never an account.
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";

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
 * state starts empty unless `keepState` (a second server on what the first one stored).
 */
export async function startLocalWorker({ port, state, vars, extraArgs = [], keepState = false }) {
  if (!keepState) rmSync(state, { recursive: true, force: true });
  mkdirSync(state, { recursive: true });
  execFileSync("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", state], { stdio: ["ignore", "pipe", "inherit"] });
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
