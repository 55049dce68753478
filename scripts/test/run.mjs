#!/usr/bin/env node
// npm test — the whole suite, stage by stage, in the order each needs the one before (the build before the
// worker and browser tests). Each stage's output streams as it runs; the first stage that fails stops the
// run with its exit code; at the end, passed or failed, a table of each stage's time says where it went.
// `npm test -- worker e2e` runs only the stages named (in the suite's order).
import { spawn } from "node:child_process";

const STAGES = [
  ["ensure-chromium", "bash", ["tests/support/ensure-chromium.sh"]],
  ["typecheck", "npm", ["run", "typecheck"]],
  ["lint", "npm", ["run", "lint"]],
  ["unit", "npm", ["run", "test:unit"]],
  ["deploy:check", "npm", ["run", "deploy:check"]],
  ["build", "npm", ["run", "build"]],
  ["worker", "npm", ["run", "test:worker"]],
  ["e2e", "npm", ["run", "test:e2e"]],
];

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !STAGES.some(([stage]) => stage === name));
if (unknown.length) {
  process.stderr.write(`Unknown stage: ${unknown.join(", ")}. The stages: ${STAGES.map(([stage]) => stage).join(", ")}.\n`);
  process.exit(2);
}
const stages = asked.length ? STAGES.filter(([stage]) => asked.includes(stage)) : STAGES;

// Ctrl-C reaches the stage running too (same process group): wait for it to stop, then print the table.
let interrupted = false;
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => (interrupted = true));

/** Runs one command with the terminal as its own; resolves with its exit code (128 + n for signal n). */
function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: "inherit" });
    child.on("error", (error) => {
      process.stderr.write(`${command}: ${error.message}\n`);
      resolve(127);
    });
    child.on("exit", (code, signal) => resolve(code ?? 128 + ({ SIGINT: 2, SIGKILL: 9, SIGTERM: 15 }[signal] ?? 1)));
  });
}

const results = [];
let exitCode = 0;
for (const [name, command, args] of stages) {
  if (exitCode !== 0 || interrupted) {
    results.push({ name, seconds: null, outcome: "not run" });
    continue;
  }
  const started = performance.now();
  const code = await run(command, args);
  const seconds = (performance.now() - started) / 1000;
  results.push({ name, seconds, outcome: code === 0 ? "ok" : `failed (exit ${code})` });
  if (code !== 0) exitCode = code;
}
if (interrupted && exitCode === 0) exitCode = 130;

const width = Math.max(...results.map((r) => r.name.length), "total".length);
const time = (seconds) => (seconds === null ? "—" : `${seconds.toFixed(1)} s`).padStart(9);
const total = results.reduce((sum, r) => sum + (r.seconds ?? 0), 0);
const lines = [
  "",
  `npm test: time per stage (${exitCode === 0 ? "all passed" : "stopped at the first failure"})`,
  ...results.map((r) => `  ${r.name.padEnd(width)} ${time(r.seconds)}  ${r.outcome}`),
  `  ${"total".padEnd(width)} ${time(total)}`,
  "",
];
process.stdout.write(lines.join("\n"));
process.exit(exitCode);
