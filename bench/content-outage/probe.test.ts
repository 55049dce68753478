// `npm run bench:content-outage`: what a content outage costs a visitor at the default deadline (3 s), the
// figures of decision 0060. The built Worker in workerd against the fake CDA (tests/mocks): the home page
// cached, every cached answer then marked as a publish webhook marks it, and the CDA hanging. Prints the time
// of four fresh renders of `/` in a row, then of three pages with nothing cached. Run `npm run build` first.
import { afterAll, beforeAll, it } from "vitest";
import { cdaSite, startFakeCda, type FakeCda } from "../../tests/mocks/contentful-cda";
import { useSite } from "../../tests/worker/harness";

let cda: FakeCda;
beforeAll(async () => {
  cda = await startFakeCda();
});
afterAll(async () => {
  await cda?.close();
});
// No isolate memo, and a cookie of the site's on every request: each one renders, and reads the content cache.
const site = useSite(() => cdaSite(cda, { CONTENT_MEMO_SECONDS: "0" }));
const fresh = { headers: { Cookie: "__Host-hablarte_x=1" } };

async function timed(path: string) {
  const started = Date.now();
  await (await site.fetch(path, fresh)).text();
  return Date.now() - started;
}

it("prints what the outage costs", async () => {
  await site.fetch("/", fresh);
  const { keys } = await site.env.CONTENT_CACHE.list({ prefix: "content:v1:" });
  for (const { name } of keys) {
    const stored = await site.env.CONTENT_CACHE.get<object>(name, "json");
    await site.env.CONTENT_CACHE.put(name, JSON.stringify({ ...stored, invalidated: true, invalidatedAt: Date.now() }));
  }
  cda.mode = "slow";
  cda.slowMs = 60_000;
  try {
    const home = [];
    for (let i = 0; i < 4; i++) home.push(await timed("/"));
    const uncached = [];
    for (const path of ["/faqs", "/spanish-courses-overview", "/article/ser-vs-estar"]) uncached.push(`${path} ${await timed(path)}`);
    console.log(`content outage after a publish (deadline 3,000 ms): / ${home.join(", ")} ms; nothing cached: ${uncached.join(", ")} ms`);
  } finally {
    cda.mode = "ok";
  }
}, 120_000);
