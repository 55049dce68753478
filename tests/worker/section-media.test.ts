// A solution section's video is an asset of the media library, with its captions and poster (issue #28;
// decision 0083): the page plays it from Contentful's video host, with its captions track; a video the space
// can't serve, or one without a title to name the player, is left out and the section still shows.
// The space is the local fake of the Delivery API, edited before the site reads it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cdaSite, startFakeCda, type FakeCda } from "../mocks/contentful-cda";
import { useSite } from "./harness";

const asset = (id: string) => ({ sys: { id, type: "Link", linkType: "Asset" } });
const SOLUTION = "page-home.3";

let cda: FakeCda;
beforeAll(async () => {
  cda = await startFakeCda();
  cda.edit(SOLUTION, (entry) => ({
    ...entry,
    fields: { ...entry.fields, video: asset("video-tutorial-parents-first-class"), videoTitle: "A first class, in one minute", videoCaptions: asset("captions-tutorial-parents-first-class"), videoPoster: asset("img-tutorial-parents-first-class") },
  }));
});
afterAll(async () => {
  await cda?.close();
});
const SECRET = "section-media-webhook-secret";
const site = useSite(() => ({ ...cdaSite(cda), secrets: { ...cdaSite(cda).secrets, CONTENT_WEBHOOK_SECRET: SECRET } }));
/** Contentful's publish webhook for an entry: the site drops its copy and reads the new version. */
const published = (id: string, type: string) =>
  site.fetch("/api/content/webhook", { method: "POST", headers: { "Content-Type": "application/json", "X-Webhook-Secret": SECRET }, body: JSON.stringify({ sys: { id, type: "Entry", contentType: { sys: { id: type } }, publishedVersion: cda.publishedVersion(id) } }) });
const home = async () => (await (await site.fetch("/", { headers: { Cookie: "__Host-hablarte_render=1" } })).text()).replaceAll("&amp;", "&");

describe("a solution's video from the media library", () => {
  it("plays from Contentful's video host, named by its title, with its captions and poster", async () => {
    expect(cda.publishedVersion(SOLUTION)).toBeGreaterThan(1);
    const html = await home();
    const video = /<video [^>]*>[\s\S]*?<\/video>/.exec(html)?.[0];
    expect(video).toContain(`src="https://videos.ctfassets.net/${cda.space}/media/tutorials/parents-first-class.webm"`);
    expect(video).toContain('title="A first class, in one minute"');
    expect(video).toContain(`poster="https://images.ctfassets.net/${cda.space}/images/tutorials/parents-first-class.svg"`);
    expect(video).toContain(`<track kind="captions" src="https://assets.ctfassets.net/${cda.space}/media/tutorials/parents-first-class.vtt" srcLang="en" label="English" default=""/>`);
  });

  it("is left out when it has no title, and the section still shows", async () => {
    cda.edit(SOLUTION, (entry) => {
      const { videoTitle: _title, ...fields } = entry.fields as Record<string, unknown>;
      return { ...entry, fields };
    });
    expect((await published(SOLUTION, "sectionSolution")).status).toBe(200);
    const html = await home();
    expect(html).not.toContain("<video");
    expect(html).toContain('class="page-section our-solution"');
  });
});
