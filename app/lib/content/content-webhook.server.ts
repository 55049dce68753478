// Contentful's publish/unpublish webhooks invalidate the cached answers that the changed record feeds, so
// editors see their change on the next request instead of after the freshness window (and the site keeps
// its last good copy if the CMS fails right then). A publish names the record's published version, and an
// unpublish or delete its absence: answers that don't show it yet are not cached as fresh (decision 0060).
import { z } from "zod";
import type { Expectation } from "~/domain/content/published-version";
import { invalidate } from "./cache.server";

// Contentful's ids (entries, assets, content types): 1–64 letters, digits, "-", "_" or ".". Anything else
// can't name a record, and must not become part of a cache key prefix.
const contentfulId = z.string().regex(/^[A-Za-z0-9._-]{1,64}$/);

const webhookSchema = z.object({
  sys: z.object({
    id: contentfulId,
    type: z.enum(["Entry", "Asset", "DeletedEntry", "DeletedAsset"]),
    contentType: z.object({ sys: z.object({ id: contentfulId }) }).optional(),
    publishedVersion: z.number().int().nonnegative().optional(),
  }),
});

export type WebhookPayload = z.infer<typeof webhookSchema>;

export function parseWebhook(body: unknown): WebhookPayload | null {
  const parsed = webhookSchema.safeParse(body);
  return parsed.success ? parsed.data : null;
}

/** What the answers must show once the CDA has caught up with this event, when the event says. */
export function expectationOf(payload: WebhookPayload): Expectation | undefined {
  const { id, type, publishedVersion } = payload.sys;
  if (type === "DeletedEntry" || type === "DeletedAsset") return { id, gone: true };
  return publishedVersion === undefined ? undefined : { id, publishedVersion };
}

/** The keys one record feeds: its own entry/asset answer, and every list query of its content type. */
export async function invalidateForRecord(kv: KVNamespace, payload: WebhookPayload): Promise<number> {
  const { id, type, contentType } = payload.sys;
  const isAsset = type === "Asset" || type === "DeletedAsset";
  const prefixes = isAsset ? [`contentful:assets/${id}`] : [`contentful:entries/${id}`];
  if (contentType) prefixes.push(`contentful:entries?content_type=${contentType.sys.id}`);
  const expectation = expectationOf(payload);
  const counts = await Promise.all(prefixes.map((prefix) => invalidate(kv, prefix, expectation)));
  return counts.reduce((sum, n) => sum + n, 0);
}
