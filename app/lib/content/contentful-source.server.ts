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

/** A missing entry or asset is "not there", not an outage: only real failures reach the cache layer. */
async function orNullIfNotFound<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
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
    getEntry: (id) => orNullIfNotFound(client.getEntry(id) as unknown as Promise<Entry>),
    getAsset: (id) => orNullIfNotFound(client.getAsset(id) as unknown as Promise<Asset>),
  };
}
