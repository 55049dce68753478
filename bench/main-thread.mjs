// `npm run bench:main-thread -- /path …`: the browser's main-thread work to load a page until React has
// hydrated it (CDP Performance metrics: script, layout, style, all tasks), under 4× CPU throttling, at a
// phone's width, median of N fresh loads (decision 0044). ORIGINS=http://localhost:8787,http://localhost:8788
// measures two servers in turns (A, B, A, B…), so a change is compared with the build before it in one
// sitting (decision 0043). No Lighthouse: quick, and not its simulated throttling.
import { chromium } from "@playwright/test";

const ORIGINS = (process.env.ORIGINS ?? "http://localhost:8787").split(",");
const N = Number(process.env.N ?? 8);
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ["/"];
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell", args: ["--no-sandbox", "--disable-gpu"] });

async function load(url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Performance.enable");
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto(url);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const { metrics } = await cdp.send("Performance.getMetrics");
    const m = Object.fromEntries(metrics.map((x) => [x.name, x.value * 1000]));
    return { script: m.ScriptDuration, layout: m.LayoutDuration, style: m.RecalcStyleDuration, task: m.TaskDuration };
  } finally {
    await context.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
try {
  for (const path of paths) {
    const runs = new Map(ORIGINS.map((origin) => [origin, []]));
    for (let i = 0; i < N; i++) for (const origin of ORIGINS) runs.get(origin).push(await load(origin + path));
    for (const [origin, list] of runs) {
      const figure = (key) => median(list.map((run) => run[key])).toFixed(0);
      console.log(`${path} on ${origin}: script ${figure("script")} ms · layout ${figure("layout")} · style ${figure("style")} · all tasks ${figure("task")} (median of ${N}, 4× throttling)`);
    }
  }
} finally {
  await browser.close();
}
