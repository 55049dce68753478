// `npm run content:edit-loop`: how long an edit to the bundled content pack takes to show on `npm run dev`
// (issue #28's local editing loop, decision 0063). Starts the dev server, reads the home page, changes one
// heading in app/content/pages/home.ts, and times the first answer that shows the new words; then puts the
// file back. A measurement, not part of `npm test`. PORT=5199 by default.
import { spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";

const PORT = Number(process.env.PORT ?? 5199);
const FILE = new URL("../../app/content/pages/home.ts", import.meta.url);
const BEFORE = "Our impact";
const AFTER = `Our impact, ${Date.now().toString(36)}`;
const origin = `http://localhost:${PORT}`;

const original = readFileSync(FILE, "utf8");
if (!original.includes(`title: "${BEFORE}"`)) throw new Error(`content:edit-loop: home.ts no longer has the heading "${BEFORE}"`);
const server = spawn("npm", ["run", "dev"], { env: { ...process.env, PORT: String(PORT) }, stdio: "ignore", detached: true });
const stop = () => {
  writeFileSync(FILE, original);
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {
    // already gone
  }
};
process.on("exit", stop);
process.on("SIGINT", () => process.exit(1));

const page = async () => {
  try {
    return await (await fetch(`${origin}/`, { headers: { Cookie: "__Host-hablarte_x=1" } })).text();
  } catch {
    return "";
  }
};
try {
  const ready = Date.now() + 180_000;
  while (!(await page()).includes(BEFORE)) {
    if (Date.now() > ready) throw new Error("content:edit-loop: the dev server didn't serve the home page in 3 minutes");
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const edited = Date.now();
  writeFileSync(FILE, original.replace(`title: "${BEFORE}"`, `title: "${AFTER}"`));
  const limit = edited + 600_000;
  while (!(await page()).includes(AFTER)) {
    if (Date.now() > limit) throw new Error("content:edit-loop: the edit didn't show in 10 minutes");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  console.log(`content:edit-loop: an edit to app/content/pages/home.ts showed on npm run dev after ${((Date.now() - edited) / 1000).toFixed(1)} s`);
} finally {
  stop();
}
process.exit(0);
