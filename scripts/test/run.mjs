#!/usr/bin/env node
// npm test — the whole suite, stage by stage, in the order each needs the one before (the build before the
// worker and browser tests). Stages on one line of STEPS run at the same time: short jobs that leave a core
// idle on their own (tsc beside a production build; lint and the unit tests beside the build, 2.5 s
// quicker than the unit tests after them, in turns, decision 0043). The worker and browser tests keep
// both cores busy and run alone: side by side they took 663 s against ~540 s. A stage running alone
// streams its output; a stage beside others has its output held and printed whole when it ends, so
// outputs never interleave. The first step with a failure stops the run with its exit code; at the end,
// passed or failed, a table of each stage's time says where it went. `npm test -- worker e2e` runs only
// the stages named (in the suite's order).
import { spawn } from "node:child_process";

const STAGES = {
  "ensure-chromium": ["bash", ["tests/support/ensure-chromium.sh"]],
  typecheck: ["npm", ["run", "typecheck"]],
  lint: ["npm", ["run", "lint"]],
  unit: ["npm", ["run", "test:unit"]],
  "deploy:check": ["npm", ["run", "deploy:check"]],
  build: ["npm", ["run", "build"]],
  worker: ["npm", ["run", "test:worker"]],
  e2e: ["npm", ["run", "test:e2e"]],
};
// Never the build beside deploy:check: both write .wrangler/deploy/config.json, which tells wrangler which
// build to serve.
const STEPS = [["ensure-chromium"], ["typecheck", "deploy:check"], ["lint", "build", "unit"], ["worker"], ["e2e"]];

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in STAGES));
if (unknown.length) {
  process.stderr.write(`Unknown stage: ${unknown.join(", ")}. The stages: ${Object.keys(STAGES).join(", ")}.\n`);
  process.exit(2);
}
const steps = STEPS.map((step) => step.filter((name) => !asked.length || asked.includes(name))).filter((step) => step.length);

// Ctrl-C reaches the stage running too (same process group): wait for it to stop, then print the table.
let interrupted = false;
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => (interrupted = true));

/**
 * Runs one command; resolves with its exit code (128 + n for signal n). With `hold`, its output is kept
 * and written whole when it ends; without, the command has the terminal as its own.
 */
function run(command, args, hold) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: hold ? ["inherit", "pipe", "pipe"] : "inherit" });
    const held = [];
    child.stdout?.on("data", (chunk) => held.push(chunk));
    child.stderr?.on("data", (chunk) => held.push(chunk));
    const done = (code) => {
      if (hold) process.stdout.write(Buffer.concat(held));
      resolve(code);
    };
    child.on("error", (error) => {
      held.push(Buffer.from(`${command}: ${error.message}\n`));
      done(127);
    });
    child.on("close", (code, signal) => done(code ?? 128 + ({ SIGINT: 2, SIGKILL: 9, SIGTERM: 15 }[signal] ?? 1)));
  });
}

/** One stage, timed; its row for the table. */
async function runStage(name, hold) {
  const [command, args] = STAGES[name];
  if (hold) process.stdout.write(`\n[${name}] started beside another stage; its output follows when it ends.\n`);
  const started = performance.now();
  const code = await run(command, args, hold);
  const seconds = (performance.now() - started) / 1000;
  if (hold) process.stdout.write(`[${name}] ended (${code === 0 ? "ok" : `exit ${code}`}) in ${seconds.toFixed(1)} s.\n`);
  return { name, seconds, code, outcome: code === 0 ? "ok" : `failed (exit ${code})` };
}

const runStarted = performance.now();
const results = [];
let exitCode = 0;
for (const step of steps) {
  if (exitCode !== 0 || interrupted) {
    results.push(...step.map((name) => ({ name, seconds: null, outcome: "not run" })));
    continue;
  }
  const started = performance.now();
  const rows = await Promise.all(step.map((name) => runStage(name, step.length > 1)));
  results.push(...rows, ...(step.length > 1 ? [{ name: `  (${step.join(" ∥ ")})`, seconds: (performance.now() - started) / 1000, outcome: "side by side", step: true }] : []));
  exitCode = rows.find((row) => row.code !== 0)?.code ?? 0;
}
if (interrupted && exitCode === 0) exitCode = 130;

const width = Math.max(...results.map((r) => r.name.length), "total".length);
const time = (seconds) => (seconds === null ? "—" : `${seconds.toFixed(1)} s`).padStart(9);
// Wall-clock time: stages run side by side count once, as long as they took together.
const total = (performance.now() - runStarted) / 1000;
const lines = [
  "",
  `npm test: time per stage (${exitCode === 0 ? "all passed" : "stopped at the first failure"})`,
  ...results.map((r) => `  ${r.name.padEnd(width)} ${time(r.seconds)}  ${r.outcome}`),
  `  ${"total".padEnd(width)} ${time(total)}`,
  "",
];
process.stdout.write(lines.join("\n"));
process.exit(exitCode);
