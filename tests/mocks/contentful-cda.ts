// A local fake of Contentful's Content Delivery API (the documented endpoints of spec §7), serving the
// bundled pack. It records every request so tests can assert the exact query parameters, and can be
// told to fail or to answer slowly. Like the real CDA, every record carries `sys.publishedVersion`, and right
// after a publish it can go on serving the previous version for a while (`lagFor`). Tests only.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { contentPack } from "~/content";
import type { Asset, Entry } from "~/domain/content/cms-schema";
import { byOrder } from "~/lib/content/source";

export type RecordedRequest = { path: string; query: Record<string, string>; authorization: string | undefined };

export type FakeCda = {
  host: string;
  space: string;
  token: string;
  requests: RecordedRequest[];
  mode: "ok" | "error" | "slow";
  slowMs: number;
  /** Change content the fake serves from now on (e.g. a re-published entry): its published version goes up by 2, as Contentful's does. */
  edit: (id: string, change: (entry: Entry) => Entry) => void;
  /** The published version of an entry the fake serves now. */
  publishedVersion: (id: string) => number;
  /** The next `requests` requests still see each edited or unpublished entry as it was before its last change. */
  lagFor: (requests: number) => void;
  /** Publish a new entry, or unpublish one (it is no longer served). */
  publish: (entry: Entry) => void;
  unpublish: (id: string) => void;
  close: () => Promise<void>;
};

/** The site's bindings that point its content at `cda`, with `vars` beside them (a test's `useSite` options). */
export function cdaSite(cda: FakeCda, vars: Record<string, string> = {}) {
  return { vars: { CONTENTFUL_SPACE_ID: cda.space, CONTENTFUL_HOST: cda.host, ...vars }, secrets: { CONTENTFUL_ACCESS_TOKEN: cda.token } };
}

function sysFor(items: unknown[], total: number, skip: number, limit: number) {
  return { sys: { type: "Array" }, total, skip, limit, items };
}

export async function startFakeCda(space = "space-test", token = "token-test"): Promise<FakeCda> {
  const versioned = (entry: Entry, publishedVersion: number) => ({ ...entry, sys: { ...entry.sys, publishedVersion } }) as Entry;
  const versionOf = (entry: Entry | undefined) => (entry?.sys as { publishedVersion?: number } | undefined)?.publishedVersion ?? 0;
  let entries: Entry[] = structuredClone(contentPack.entries as Entry[]).map((entry) => versioned(entry, 1));
  // What the lagging CDA still serves: the entries before their last change.
  let before = entries;
  let lagging = 0;
  // Served from Contentful's real asset hosts, as Contentful does: images, videos, and everything else
  // (audio, PDFs) from assets.ctfassets.net. A page that can't load them (the CSP) shows in the tests.
  const assetHost = (contentType: string) => (contentType.startsWith("image/") ? "images" : contentType.startsWith("video/") ? "videos" : "assets");
  const assets: Asset[] = structuredClone(contentPack.assets).map((asset) => ({
    ...asset,
    sys: { ...asset.sys, publishedVersion: 1 },
    fields: { ...asset.fields, file: { ...asset.fields.file, url: `//${assetHost(asset.fields.file.contentType)}.ctfassets.net/${space}${asset.fields.file.url}` } },
  }));

  const fake: Omit<FakeCda, "host" | "close"> = {
    space,
    token,
    requests: [],
    mode: "ok",
    slowMs: 0,
    edit(id, change) {
      before = entries;
      // A save and a publish: Contentful's version counts both, so a republished entry's goes up by 2.
      entries = entries.map((entry) => (entry.sys.id === id ? versioned(change(structuredClone(entry)), versionOf(entry) + 2) : entry));
    },
    publishedVersion: (id) => versionOf(entries.find((entry) => entry.sys.id === id)),
    lagFor(requests) {
      lagging = requests;
    },
    publish(entry) {
      before = entries;
      const previous = entries.find((e) => e.sys.id === entry.sys.id);
      entries = [...entries.filter((e) => e.sys.id !== entry.sys.id), versioned(structuredClone(entry), previous ? versionOf(previous) + 2 : 1)];
    },
    unpublish(id) {
      before = entries;
      entries = entries.filter((entry) => entry.sys.id !== id);
    },
  };

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const query = Object.fromEntries(url.searchParams);
    fake.requests.push({ path: url.pathname, query, authorization: req.headers.authorization });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "Content-Type": "application/vnd.contentful.delivery.v1+json" });
      res.end(JSON.stringify(body));
    };
    const authorized = req.headers.authorization === `Bearer ${token}` || query.access_token === token;
    if (!authorized) return send(401, { sys: { id: "AccessTokenInvalid", type: "Error" } });
    if (fake.mode === "error") return send(503, { sys: { id: "ServerError", type: "Error" } });
    if (fake.mode === "slow") await new Promise((resolve) => setTimeout(resolve, fake.slowMs));

    const base = new RegExp(`^/spaces/${space}(?:/environments/[^/]+)?/`);
    if (!base.test(url.pathname)) return send(404, { sys: { id: "NotFound", type: "Error" } });
    const rest = url.pathname.replace(base, "");

    const served = lagging > 0 ? (lagging--, before) : entries;
    if (rest === "entries") {
      let items = served.filter((entry) => !query.content_type || entry.sys.contentType.sys.id === query.content_type);
      if (query["sys.id"]) items = items.filter((entry) => entry.sys.id === query["sys.id"]);
      if (query["sys.id[in]"]) items = items.filter((entry) => query["sys.id[in]"]!.split(",").includes(entry.sys.id));
      // Entries that link to an entry, in any field (the CDA's links_to_entry).
      if (query.links_to_entry) items = items.filter((entry) => JSON.stringify(entry.fields).includes(`{"sys":{"id":${JSON.stringify(query.links_to_entry)},"type":"Link","linkType":"Entry"}}`));
      // Equality on any field, as the CDA's `fields.<name>=<value>` (fields.slug, fields.bank …).
      for (const [param, value] of Object.entries(query)) {
        const field = /^fields\.(\w+)$/.exec(param)?.[1];
        if (field) items = items.filter((entry) => String((entry.fields as Record<string, unknown>)[field]) === value);
      }
      // The CDA's order: comma-separated sys. and fields. keys, "-" for descending.
      if (query.order) items.sort(byOrder(query.order));
      const skip = Number(query.skip ?? 0);
      const limit = Number(query.limit ?? 100);
      return send(200, sysFor(items.slice(skip, skip + limit), items.length, skip, limit));
    }
    const entryMatch = /^entries\/([^/]+)$/.exec(rest);
    if (entryMatch) {
      const found = served.find((entry) => entry.sys.id === entryMatch[1]);
      return found ? send(200, found) : send(404, { sys: { id: "NotFound", type: "Error" } });
    }
    const assetMatch = /^assets\/([^/]+)$/.exec(rest);
    if (assetMatch) {
      const found = assets.find((asset) => asset.sys.id === assetMatch[1]);
      return found ? send(200, found) : send(404, { sys: { id: "NotFound", type: "Error" } });
    }
    return send(404, { sys: { id: "NotFound", type: "Error" } });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    host: `127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
