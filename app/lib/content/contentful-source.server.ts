// Contentful through its official SDK. Links are left unresolved so entries keep the CDA's raw shape,
// exactly what the bundled pack serves; retries are off because the cache layer owns failure handling.
import { createClient } from "contentful";
import type { Asset, Entry } from "~/domain/content/cms-schema";
import type { ContentSource, EntriesQuery } from "./source";

export type ContentfulSettings = { space: string; accessToken: string; environment: string; host: string; timeoutMs: number };

function isNotFound(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === "NotFound") return true;
  try {
    return (JSON.parse(error.message) as { status?: number }).status === 404;
  } catch {
    return false;
  }
}

export function createContentfulSource(settings: ContentfulSettings): ContentSource {
  const insecure = settings.host.startsWith("127.0.0.1") || settings.host.startsWith("localhost");
  const client = createClient({
    space: settings.space,
    accessToken: settings.accessToken,
    environment: settings.environment,
    host: settings.host,
    // Plain HTTP only for a fake CDA on this machine (tests); real hosts always use HTTPS.
    insecure,
    timeout: settings.timeoutMs,
    retryOnError: false,
    retryLimit: 0,
  }).withoutLinkResolution;

  return {
    name: "contentful",
    async getEntries(query: EntriesQuery) {
      const collection = await client.getEntries(query as Record<string, unknown>);
      return {
        items: collection.items as unknown as Entry[],
        total: collection.total,
        skip: collection.skip,
        limit: collection.limit,
      };
    },
    async getEntry(id) {
      try {
        return (await client.getEntry(id)) as unknown as Entry;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async getAsset(id) {
      try {
        return (await client.getAsset(id)) as unknown as Asset;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
  };
}
