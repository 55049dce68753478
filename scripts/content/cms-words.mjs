// `npm run content:words` (and the end of `npm run content:export`): the share of visible words on every
// public URL that come from the CMS (issue #28's goal: ≥ 95 % on every page, header and footer included).
// Runs the production build (`npm run build` first) on loopback with the bundled pack, reads every address
// of its sitemap and each landing host's home page, and counts each page's words against the pack's strings
// as the site fills them in (cms-words-lib.mjs says what counts). Prints the whole site's share, the share
// inside <main>, the pages below the goal and the texts that cost the most; writes build/cms-words.json.
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createServer } from "vite";
import { startLocalWorker } from "../lib/local-worker.mjs";
import { cmsCorpus, pageWords, share } from "./cms-words-lib.mjs";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const PORT = Number(process.env.CMS_WORDS_PORT ?? 8871);
const GOAL = 0.95;
const FUNNEL_STEPS = ["/level-test", "/select-level"];
const LANDING_HOSTS = ["try.localhost", "learn.localhost", "heritage.localhost", "go.localhost", "spanish.localhost"];

if (!existsSync(join(ROOT, "build/server"))) {
  console.log("content:words: no build to measure; run `npm run build` first.");
  process.exit(0);
}

/** The pack's strings as pages show them: every entry's fields with the site's facts filled in. */
async function packCorpus() {
  const vite = await createServer({ configFile: false, root: ROOT, logLevel: "error", appType: "custom", server: { middlewareMode: true, hmr: false }, resolve: { alias: { "~": join(ROOT, "app") } } });
  try {
    const { contentPack } = await vite.ssrLoadModule("/app/content/index.ts");
    const { siteSettings } = await vite.ssrLoadModule("/app/content/site-settings.ts");
    const { fillFacts, siteFacts } = await vite.ssrLoadModule("/app/domain/content/site-facts.ts");
    const { learnerLevels } = await vite.ssrLoadModule("/app/content/levels.ts");
    const { formatUsd, INDIVIDUAL_PLANS, PRICING_CARDS, packageTotalCents, perClassCents } = await vite.ssrLoadModule("/app/domain/pricing.ts");
    // The prices and the trial are the pricing entries' (decision 0082).
    const { pricingOf } = await vite.ssrLoadModule("/app/domain/content/pricing-words.ts");
    const { pricingSettings, pricingPlans } = await vite.ssrLoadModule("/app/content/pricing.ts");
    const pricing = pricingOf({ settings: [], plans: [] }, { settings: [pricingSettings], plans: pricingPlans });
    const { ENTRY_COLLECTIONS } = await vite.ssrLoadModule("/app/domain/collections/entry-collections.ts");
    // A record's values, which its collection's card details and facts name (decision 0076): the entry's, some
    // in the site's format (a price from its cents, an event's time), which counts as the CMS's (decision 0066).
    const recordValues = {};
    for (const collection of Object.values(ENTRY_COLLECTIONS)) {
      for (const entry of contentPack.entries) {
        for (const [name, value] of Object.entries(collection.read(entry)?.values() ?? {})) (recordValues[name] ??= []).push(value);
      }
    }
    // {{year}} is filled as the footer renders, {{level}} as the level test's first screen does, a price card's figures as it does.
    const facts = { ...siteFacts(siteSettings.fields, pricing), year: String(new Date().getUTCFullYear()) };
    return cmsCorpus(fillFacts(contentPack.entries.map((entry) => entry.fields), facts), {
      ...recordValues,
      level: [...learnerLevels.map((level) => level.fields.title.toLowerCase()), ...(recordValues.level ?? [])],
      perClass: INDIVIDUAL_PLANS.map((plan) => formatUsd(perClassCents(plan, pricing.plans[plan.id].priceCents))),
      classes: PRICING_CARDS.map((card) => String(card.noOfClases)),
      total: PRICING_CARDS.map((card) => formatUsd(packageTotalCents(card, pricing.plans[card.id].priceCents))),
    });
  } finally {
    await vite.close();
  }
}

const corpus = await packCorpus();
const server = await startLocalWorker({ port: PORT, state: join(ROOT, ".wrangler/cms-words-state"), vars: { APP_ENV: "development" } });
try {
  const origin = `http://127.0.0.1:${PORT}`;
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  // The sitemap leaves out the funnel's steps a visitor reaches from a page; they are public too.
  const paths = [...new Set([...[...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname), ...FUNNEL_STEPS])];
  const targets = [...paths.map((path) => ({ label: path, path, host: undefined })), ...LANDING_HOSTS.map((host) => ({ label: `${host} /`, path: "/", host: `${host}:${PORT}` }))];
  const pages = [];
  for (const target of targets) {
    const response = await fetch(origin + target.path, { headers: target.host ? { Host: target.host } : {} });
    if (!response.ok) throw new Error(`content:words: ${target.label} answered ${response.status}`);
    pages.push({ label: target.label, ...pageWords(await response.text(), corpus) });
  }
  const sum = (key) => pages.reduce((total, page) => total + page[key], 0);
  const below = pages.filter((page) => share(page.cms, page.words) < GOAL).sort((a, b) => share(a.cms, a.words) - share(b.cms, b.words));
  const costs = new Map();
  for (const page of pages) for (const [text, words] of page.notCms) costs.set(text, { words: (costs.get(text)?.words ?? 0) + words, pages: (costs.get(text)?.pages ?? 0) + 1 });
  const costliest = [...costs].sort((a, b) => b[1].words - a[1].words).slice(0, 25);
  const percent = (part, whole) => `${(share(part, whole) * 100).toFixed(1)} %`;

  console.log(`content:words: ${pages.length} public URLs (the sitemap, the level test's steps and ${LANDING_HOSTS.length} landing hosts), ${sum("words")} visible words`);
  console.log(`  from the CMS: ${percent(sum("cms"), sum("words"))} of the whole pages (header, menus and footer included), ${percent(sum("mainCms"), sum("mainWords"))} inside <main>`);
  console.log(`  pages below ${GOAL * 100} %: ${below.length} of ${pages.length}${below.length ? `; the lowest: ${below.slice(0, 8).map((p) => `${p.label} ${percent(p.cms, p.words)}`).join(", ")}` : ""}`);
  console.log("  the texts that are not the CMS's, by words over all pages:");
  for (const [text, { words, pages: on }] of costliest.slice(0, 12)) console.log(`    ${String(words).padStart(6)} words  on ${String(on).padStart(3)} pages  ${text.length > 70 ? `${text.slice(0, 67)}…` : text}`);

  mkdirSync(join(ROOT, "build"), { recursive: true });
  const report = {
    date: new Date().toISOString(),
    goal: GOAL,
    urls: pages.length,
    words: sum("words"),
    cmsShare: Number(share(sum("cms"), sum("words")).toFixed(4)),
    mainCmsShare: Number(share(sum("mainCms"), sum("mainWords")).toFixed(4)),
    // A page below the goal lists the texts that keep it there, the costliest first.
    pages: pages.map(({ label, words, cms, mainWords, mainCms, notCms }) => ({
      url: label,
      words,
      cmsShare: Number(share(cms, words).toFixed(4)),
      mainCmsShare: Number(share(mainCms, mainWords).toFixed(4)),
      ...(share(cms, words) < GOAL ? { notCms: [...notCms].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([text, count]) => ({ text, words: count })) } : {}),
    })),
    costliest: costliest.map(([text, cost]) => ({ text, ...cost })),
  };
  writeFileSync(join(ROOT, "build/cms-words.json"), `${JSON.stringify(report, null, 2)}\n`);
  console.log("  per page: build/cms-words.json");
} finally {
  server.stop();
}
