// The embedded default's content (the bundled pack) is read from the code, never through the KV cache: a KV
// copy of code the isolate already holds could only be older (decision 0063: an edit on `npm run dev`
// waited out the 300 s cache window).
import { describe, expect, it } from "vitest";
import { createContentService } from "~/lib/content/content.server";
import { getConfig } from "~/lib/platform/env.server";

/** A KV namespace that records every call (and finds nothing): the cache swallows KV failures, so a throw wouldn't show. */
const touched: string[] = [];
const recordingKv = new Proxy({}, {
  get: (_target, name) => async () => {
    touched.push(String(name));
    return name === "list" ? { keys: [], list_complete: true } : null;
  },
}) as unknown as KVNamespace;

describe("the bundled pack", () => {
  it("serves pages, lists and assets without reading or writing KV", async () => {
    const config = getConfig({ MAIN_HOSTS: "www.hablarte.com", APP_ENV: "test", CONTENT_MEMO_SECONDS: "0" } as unknown as Env);
    const background: Promise<unknown>[] = [];
    const content = createContentService({ config, kv: recordingKv, waitUntil: (promise) => background.push(promise) });
    expect((await content.page("/"))?.sections.length).toBeGreaterThan(0);
    expect(await content.testimonials()).not.toHaveLength(0);
    expect(await content.homeCourses()).toHaveLength(3);
    expect(await content.trustedOrganizations()).not.toHaveLength(0);
    expect((await content.image("img-logo-alder-creek"))?.url).toBe("/images/logos/alder-creek.webp");
    await Promise.all(background);
    expect(touched).toEqual([]);
  });
});
