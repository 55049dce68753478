// The Worker's start-up: what `wrangler check startup` measures on the build (the upload wrangler would
// send, its gzip size, and a CPU profile of the isolate evaluating it; the platform allows 1 s). Active
// time is the profile's sampled time that is neither idle nor waiting; median of several runs.
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";

const WRANGLER = "node_modules/.bin/wrangler";

/** Active CPU (ms) in a .cpuprofile: every sample but the idle ones. */
function activeMs(profileFile) {
  const profile = JSON.parse(readFileSync(profileFile, "utf8"));
  const idle = new Set(profile.nodes.filter((node) => node.callFrame.functionName === "(idle)").map((node) => node.id));
  let micros = 0;
  profile.samples.forEach((id, i) => {
    if (!idle.has(id)) micros += profile.timeDeltas[i] ?? 0;
  });
  return micros / 1000;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** @returns {{ runs: number, activeMs: number, activeMsRuns: number[], uploadKb: number, uploadGzipKb: number, profile: string }} */
export function startupFigures(runs = 5) {
  mkdirSync(".wrangler", { recursive: true });
  const profile = ".wrangler/startup.cpuprofile";
  const activeMsRuns = [];
  let upload = { kb: NaN, gzipKb: NaN };
  for (let i = 0; i < runs; i++) {
    const output = execFileSync(WRANGLER, ["check", "startup", "--config", "build/server/wrangler.json", "--outfile", profile], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
    const sizes = output.match(/Bundle: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/);
    if (sizes) upload = { kb: Number(sizes[1]), gzipKb: Number(sizes[2]) };
    activeMsRuns.push(Number(activeMs(profile).toFixed(1)));
  }
  return { runs, activeMs: median(activeMsRuns), activeMsRuns, uploadKb: upload.kb, uploadGzipKb: upload.gzipKb, profile };
}

// `node bench/startup.mjs`: the figures alone, on the current build.
if (import.meta.url === `file://${process.argv[1]}`) console.log(startupFigures(Number(process.env.RUNS ?? 5)));
