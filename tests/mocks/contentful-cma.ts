// A local fake of Contentful's Content Management API and upload API, as far as `contentful-import` (the
// engine of `contentful space import`) uses them, following their documented behaviour: a new space with one
// default locale; entities created with an id (PUT) at version 1, each change +1, publishing needs the
// current version (X-Contentful-Version, else 409 VersionMismatch) and records it as `publishedVersion`;
// an entry needs an activated (published) content type and known fields; publishing checks the content
// type's validations (required, size, range, in, regexp, unique, linkContentType, linkMimetypeGroup, a rich-text
// field's enabledNodeTypes, enabledMarks and per-node link validations; a regexp
// RE2 can't run is refused with the content type, as Contentful does) and that
// every link (fields and rich text) resolves to a published entry or asset, else 422 ValidationFailed with
// the documented error names; an asset's file comes from an upload (or a URL) and gets its `url` when
// processed. Everything is kept in memory for the test to inspect. Tests only.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** The rich-text nodes Contentful allows in every rich-text field, whatever its `enabledNodeTypes`. */
const ALWAYS_ENABLED = new Set(["document", "paragraph", "text", "list-item", "table-row", "table-header-cell", "table-cell"]);

/** What RE2 refuses of JavaScript's syntax: lookahead and lookbehind, and backreferences. */
const re2Accepts = (pattern: string) => !/\(\?<?[=!]|\\[1-9]|\\k</.test(pattern);

type Sys = { id: string; type: string; version: number; space?: unknown; environment?: unknown; publishedVersion?: number; createdAt: string; updatedAt: string; publishedAt?: string; contentType?: { sys: { id: string; type: "Link"; linkType: "ContentType" } } };
type Field = { id: string; name: string; type: string; linkType?: string; required?: boolean; localized?: boolean; validations?: Validation[]; items?: { type: string; linkType?: string; validations?: Validation[] } };
type Validation = { enabledNodeTypes?: string[]; enabledMarks?: string[]; nodes?: Record<string, Validation[]>; unique?: boolean; regexp?: { pattern: string; flags?: string | null }; in?: unknown[]; range?: { min?: number; max?: number }; size?: { min?: number; max?: number }; linkContentType?: string[]; linkMimetypeGroup?: string[] };
type ContentType = { sys: Sys; name: string; displayField?: string; description?: string; fields: Field[] };
type Localized = Record<string, Record<string, unknown>>;
type Record_ = { sys: Sys; fields: Localized; metadata?: unknown };

export type ValidationError = { name: string; path: (string | number)[]; details?: string };
export type RecordedError = { method: string; path: string; status: number; body: unknown };

export type FakeCma = {
  origin: string;
  host: string;
  space: string;
  token: string;
  defaultLocale: string;
  contentTypes: Map<string, ContentType>;
  entries: Map<string, Record_>;
  assets: Map<string, Record_>;
  tags: Map<string, { sys: Sys; name: string }>;
  /** Every answer of 400 or more, in order: what the import ran into. */
  errors: RecordedError[];
  close: () => Promise<void>;
};

const now = () => new Date().toISOString();
const collection = (items: unknown[], skip: number, limit: number, total = items.length) => ({ sys: { type: "Array" }, total, skip, limit, items });
const failure = (id: string, message: string, details?: unknown) => ({ sys: { type: "Error", id }, message, ...(details ? { details } : {}) });

/** The documented MIME groups of `linkMimetypeGroup`, as far as the pack's assets go. */
function mimeGroup(contentType: string): string {
  if (contentType.startsWith("image/")) return "image";
  if (contentType.startsWith("audio/")) return "audio";
  if (contentType.startsWith("video/")) return "video";
  if (contentType === "application/pdf") return "pdfdocument";
  if (contentType.startsWith("text/")) return "plaintext";
  return "attachment";
}

const isLink = (value: unknown, linkType: string): value is { sys: { id: string } } =>
  typeof value === "object" && value !== null && (value as { sys?: { type?: string; linkType?: string; id?: unknown } }).sys?.type === "Link" && (value as { sys: { linkType?: string } }).sys.linkType === linkType && typeof (value as { sys: { id?: unknown } }).sys.id === "string";

export async function startFakeCma(space = "space-import", token = "cma-token-test"): Promise<FakeCma> {
  const defaultLocale = "en-US";
  const environment = "master";
  // Every entity names its space and environment: the SDK's entity methods (update, publish) read them.
  const where = { space: { sys: { id: space, type: "Link", linkType: "Space" } }, environment: { sys: { id: environment, type: "Link", linkType: "Environment" } } };
  const locales = [{ sys: { id: "locale-en-us", type: "Locale", version: 1, ...where }, name: "English (United States)", code: defaultLocale, fallbackCode: null, default: true, optional: false, contentDeliveryApi: true, contentManagementApi: true }];
  const contentTypes = new Map<string, ContentType>();
  const entries = new Map<string, Record_>();
  const assets = new Map<string, Record_>();
  const tags = new Map<string, { sys: Sys; name: string }>();
  const uploads = new Map<string, number>();
  const errors: RecordedError[] = [];
  let uploadCount = 0;

  const published = (record: Record_ | undefined) => record?.sys.publishedVersion !== undefined;

  /** The validation errors publishing `entry` meets, by the content type's rules and the links it holds. */
  function entryErrors(entry: Record_, type: ContentType): ValidationError[] {
    const found: ValidationError[] = [];
    const linkErrors = (value: unknown, path: (string | number)[], linkType: string | undefined, validations: Validation[]) => {
      if (linkType === "Entry") {
        if (!isLink(value, "Entry")) return found.push({ name: "type", path, details: "a link to an entry" });
        const target = entries.get(value.sys.id);
        if (!target || !published(target)) return found.push({ name: "notResolvable", path });
        for (const v of validations) if (v.linkContentType && !v.linkContentType.includes(target.sys.contentType!.sys.id)) found.push({ name: "linkContentType", path });
      } else if (linkType === "Asset") {
        if (!isLink(value, "Asset")) return found.push({ name: "type", path, details: "a link to an asset" });
        const target = assets.get(value.sys.id);
        if (!target || !published(target)) return found.push({ name: "notResolvable", path });
        const file = target.fields.file?.[defaultLocale] as { contentType?: string } | undefined;
        for (const v of validations) if (v.linkMimetypeGroup && !v.linkMimetypeGroup.includes(mimeGroup(file?.contentType ?? ""))) found.push({ name: "linkMimetypeGroup", path });
      }
    };
    // A rich-text field's limits: the node types and marks it enables (the structural ones Contentful always
    // allows besides), and per node type the validations of what it links to.
    const richTextLinks = (node: unknown, path: (string | number)[], validations: Validation[]) => {
      if (typeof node !== "object" || node === null) return;
      const { nodeType, data, content, marks } = node as { nodeType?: string; data?: { target?: unknown }; content?: unknown[]; marks?: Array<{ type?: string }> };
      const nodeRules = (type: string) => validations.flatMap((v) => v.nodes?.[type] ?? []);
      for (const v of validations) {
        if (v.enabledNodeTypes && nodeType && !ALWAYS_ENABLED.has(nodeType) && !v.enabledNodeTypes.includes(nodeType)) found.push({ name: "enabledNodeTypes", path, details: nodeType });
        if (v.enabledMarks) for (const mark of marks ?? []) if (!v.enabledMarks.includes(mark.type ?? "")) found.push({ name: "enabledMarks", path, details: mark.type });
      }
      if (nodeType === "embedded-asset-block") linkErrors(data?.target, path, "Asset", nodeRules(nodeType));
      if (nodeType === "embedded-entry-block" || nodeType === "embedded-entry-inline" || nodeType === "entry-hyperlink") linkErrors(data?.target, path, "Entry", nodeRules(nodeType));
      if (Array.isArray(content)) content.forEach((child) => richTextLinks(child, path, validations));
    };
    const checkValue = (value: unknown, field: Field, path: (string | number)[]) => {
      const validations = field.validations ?? [];
      switch (field.type) {
        case "Symbol":
        case "Text":
          if (typeof value !== "string") return found.push({ name: "type", path, details: field.type });
          if (field.type === "Symbol" && value.length > 256) found.push({ name: "size", path });
          break;
        case "Integer":
          if (!Number.isInteger(value)) return found.push({ name: "type", path, details: "Integer" });
          break;
        case "Number":
          if (typeof value !== "number") return found.push({ name: "type", path, details: "Number" });
          break;
        case "Boolean":
          if (typeof value !== "boolean") return found.push({ name: "type", path, details: "Boolean" });
          break;
        case "Date":
          if (typeof value !== "string" || Number.isNaN(Date.parse(value))) return found.push({ name: "type", path, details: "Date" });
          break;
        case "Object":
          if (typeof value !== "object" || value === null) return found.push({ name: "type", path, details: "Object" });
          break;
        case "RichText":
          if (typeof value !== "object" || value === null || (value as { nodeType?: string }).nodeType !== "document") return found.push({ name: "type", path, details: "RichText" });
          richTextLinks(value, path, validations);
          break;
        case "Link":
          linkErrors(value, path, field.linkType, validations);
          break;
        case "Array":
          if (!Array.isArray(value)) return found.push({ name: "type", path, details: "Array" });
          value.forEach((item, i) => {
            if (field.items?.type === "Link") linkErrors(item, [...path, i], field.items.linkType, field.items.validations ?? []);
            else if (typeof item !== "string") found.push({ name: "type", path: [...path, i], details: "Symbol" });
            else for (const v of field.items?.validations ?? []) if (v.in && !v.in.includes(item)) found.push({ name: "in", path: [...path, i] });
          });
          break;
      }
      for (const v of validations) {
        const length = typeof value === "string" || Array.isArray(value) ? value.length : undefined;
        if (v.size && length !== undefined && ((v.size.min !== undefined && length < v.size.min) || (v.size.max !== undefined && length > v.size.max))) found.push({ name: "size", path });
        if (v.range && typeof value === "number" && ((v.range.min !== undefined && value < v.range.min) || (v.range.max !== undefined && value > v.range.max))) found.push({ name: "range", path });
        if (v.in && !Array.isArray(value) && !v.in.includes(value)) found.push({ name: "in", path });
        if (v.regexp && typeof value === "string" && !new RegExp(v.regexp.pattern, v.regexp.flags ?? undefined).test(value)) found.push({ name: "regexp", path });
        if (v.unique) {
          const taken = [...entries.values()].some((other) => other.sys.id !== entry.sys.id && published(other) && other.sys.contentType?.sys.id === type.sys.id && other.fields[field.id]?.[defaultLocale] === value);
          if (taken) found.push({ name: "unique", path });
        }
      }
    };
    for (const field of type.fields) {
      const value = entry.fields[field.id]?.[defaultLocale];
      const path = ["fields", field.id, defaultLocale];
      if (value === undefined || value === null) {
        if (field.required) found.push({ name: "required", path });
        continue;
      }
      checkValue(value, field, path);
    }
    return found;
  }

  function assetErrors(asset: Record_): ValidationError[] {
    const found: ValidationError[] = [];
    const file = asset.fields.file?.[defaultLocale] as { url?: string } | undefined;
    if (!file?.url) found.push({ name: "required", path: ["fields", "file", defaultLocale, "url"], details: "the file isn't processed" });
    if (typeof asset.fields.title?.[defaultLocale] !== "string") found.push({ name: "required", path: ["fields", "title", defaultLocale] });
    return found;
  }

  /** Fields an entry may hold: the content type's, in known locales. */
  function unknownFields(fields: Localized, type: ContentType): ValidationError[] {
    const known = new Set(type.fields.map((field) => field.id));
    return Object.entries(fields).flatMap(([id, values]) => [
      ...(known.has(id) ? [] : [{ name: "unknown", path: ["fields", id] }]),
      ...Object.keys(values ?? {}).filter((code) => !locales.some((locale) => locale.code === code)).map((code) => ({ name: "unknown", path: ["fields", id, code] })),
    ]);
  }

  const server: Server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const method = req.method ?? "GET";
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks);
    const send = (status: number, body?: unknown) => {
      if (status >= 400) errors.push({ method, path: url.pathname, status, body });
      res.writeHead(status, { "Content-Type": "application/vnd.contentful.management.v1+json" });
      res.end(body === undefined ? "" : JSON.stringify(body));
    };
    if (req.headers.authorization !== `Bearer ${token}`) return send(401, failure("AccessTokenInvalid", "The access token you sent could not be found or is invalid."));
    const json = () => (raw.length ? (JSON.parse(raw.toString("utf8")) as Record<string, unknown>) : {});
    const version = () => Number(req.headers["x-contentful-version"]);
    const query = Object.fromEntries(url.searchParams);
    const page = <T extends { sys: { id: string } }>(all: T[]) => {
      const ids = query["sys.id[in]"]?.split(",");
      const matching = ids ? all.filter((item) => ids.includes(item.sys.id)) : all;
      const skip = Number(query.skip ?? 0);
      const limit = Number(query.limit ?? 100);
      return collection(matching.slice(skip, skip + limit), skip, limit, matching.length);
    };

    // The upload API: a file's bytes in, an upload id out.
    if (method === "POST" && new RegExp(`^/spaces/${space}(/environments/${environment})?/uploads$`).test(url.pathname)) {
      const id = `upload-${++uploadCount}`;
      uploads.set(id, raw.length);
      return send(201, { sys: { id, type: "Upload", createdAt: now(), expiresAt: new Date(Date.now() + 86_400_000).toISOString() } });
    }
    if (url.pathname === `/spaces/${space}`) return send(200, { sys: { id: space, type: "Space", version: 1 }, name: "Hablarte (import test)" });
    const base = `/spaces/${space}/environments/${environment}`;
    if (url.pathname === base) return send(200, { sys: { id: environment, type: "Environment", version: 1, space: { sys: { id: space, type: "Link", linkType: "Space" } } }, name: environment });
    if (!url.pathname.startsWith(`${base}/`)) return send(404, failure("NotFound", "The resource could not be found."));
    const [kind, id, ...rest] = url.pathname.slice(base.length + 1).split("/");

    if (kind === "locales") {
      if (method === "GET" && !id) return send(200, page(locales));
      const locale = locales.find((candidate) => candidate.sys.id === id);
      if (method === "PUT" && locale) {
        if (version() !== locale.sys.version) return send(409, failure("VersionMismatch", "Version mismatch"));
        Object.assign(locale, json(), { sys: { ...locale.sys, version: locale.sys.version + 1 } });
        return send(200, locale);
      }
      if (method === "POST") {
        const body = json() as { code: string };
        if (locales.some((candidate) => candidate.code === body.code)) return send(422, failure("ValidationFailed", "Validation error", { errors: [{ name: "taken", path: ["code"], value: body.code }] }));
      }
      return send(404, failure("NotFound", "The resource could not be found."));
    }

    if (kind === "tags") {
      if (method === "GET" && !id) return send(200, page([...tags.values()]));
      if (method === "PUT" && id) {
        const body = json() as { name: string; sys?: { visibility?: string } };
        const tag = { sys: { id, type: "Tag", version: 1, ...where, visibility: body.sys?.visibility ?? "private", createdAt: now(), updatedAt: now() }, name: body.name };
        tags.set(id, tag);
        return send(201, tag);
      }
    }

    if (kind === "content_types") {
      if (method === "GET" && !id) return send(200, page([...contentTypes.values()]));
      const existing = id ? contentTypes.get(id) : undefined;
      if (method === "GET" && existing) return send(200, existing);
      if (method === "PUT" && id && rest[0] === "published") {
        if (!existing) return send(404, failure("NotFound", "The resource could not be found."));
        if (version() !== existing.sys.version) return send(409, failure("VersionMismatch", "Version mismatch"));
        existing.sys = { ...existing.sys, publishedVersion: existing.sys.version, version: existing.sys.version + 1, publishedAt: now() };
        return send(200, existing);
      }
      if (method === "PUT" && id && rest.length === 0) {
        const body = json() as { name?: string; displayField?: string; description?: string; fields?: Field[] };
        const invalid: ValidationError[] = [];
        if (!body.name) invalid.push({ name: "required", path: ["name"] });
        (body.fields ?? []).forEach((field, i) => {
          if (!field.id || !field.name || !field.type) invalid.push({ name: "required", path: ["fields", i] });
          // Contentful evaluates `regexp` validations with RE2 (since April 2025): no lookaround, no backreferences.
          for (const validation of [...(field.validations ?? []), ...(field.items?.validations ?? [])]) {
            if (validation.regexp && !re2Accepts(validation.regexp.pattern)) invalid.push({ name: "regexp", path: ["fields", i, "validations"] });
          }
          if (field.type === "Link" && field.linkType !== "Entry" && field.linkType !== "Asset") invalid.push({ name: "in", path: ["fields", i, "linkType"] });
          if (field.type === "Array" && !field.items) invalid.push({ name: "required", path: ["fields", i, "items"] });
        });
        if (body.displayField && !(body.fields ?? []).some((field) => field.id === body.displayField)) invalid.push({ name: "in", path: ["displayField"] });
        if (invalid.length) return send(422, failure("ValidationFailed", "Validation error", { errors: invalid }));
        if (existing && version() !== existing.sys.version) return send(409, failure("VersionMismatch", "Version mismatch"));
        const sys: Sys = existing ? { ...existing.sys, version: existing.sys.version + 1, updatedAt: now() } : { id, type: "ContentType", version: 1, ...where, createdAt: now(), updatedAt: now() };
        const type: ContentType = { sys, name: body.name!, displayField: body.displayField, description: body.description, fields: body.fields ?? [] };
        contentTypes.set(id, type);
        return send(existing ? 200 : 201, type);
      }
      if (method === "GET" && id && rest[0] === "editor_interface") return send(200, { sys: { id: "default", type: "EditorInterface", version: 1, ...where, contentType: { sys: { id, type: "Link", linkType: "ContentType" } } }, controls: [] });
    }

    if (kind === "entries" || kind === "assets") {
      const store = kind === "entries" ? entries : assets;
      if (method === "GET" && !id) return send(200, page([...store.values()]));
      const existing = id ? store.get(id) : undefined;
      if (method === "GET" && existing && rest.length === 0) return send(200, existing);
      if (!id) return send(404, failure("NotFound", "The resource could not be found."));

      if (method === "PUT" && rest[0] === "published") {
        if (!existing) return send(404, failure("NotFound", "The resource could not be found."));
        if (version() !== existing.sys.version) return send(409, failure("VersionMismatch", "Version mismatch"));
        const type = kind === "entries" ? contentTypes.get(existing.sys.contentType!.sys.id) : undefined;
        const invalid = kind === "entries" ? (type ? entryErrors(existing, type) : [{ name: "notResolvable", path: ["sys", "contentType"] }]) : assetErrors(existing);
        if (invalid.length) return send(422, failure("ValidationFailed", "Validation error", { errors: invalid }));
        existing.sys = { ...existing.sys, publishedVersion: existing.sys.version, version: existing.sys.version + 1, publishedAt: now() };
        return send(200, existing);
      }

      if (kind === "assets" && method === "PUT" && rest[0] === "files" && rest[2] === "process") {
        if (!existing) return send(404, failure("NotFound", "The resource could not be found."));
        if (version() !== existing.sys.version) return send(409, failure("VersionMismatch", "Version mismatch"));
        const locale = rest[1]!;
        const file = existing.fields.file?.[locale] as { fileName: string; contentType: string; upload?: string; uploadFrom?: { sys: { id: string } } } | undefined;
        if (!file) return send(404, failure("NotFound", "The file could not be found."));
        const size = file.uploadFrom ? uploads.get(file.uploadFrom.sys.id) : file.upload ? 1 : undefined;
        if (size === undefined) return send(422, failure("ValidationFailed", "Validation error", { errors: [{ name: "notResolvable", path: ["fields", "file", locale, "uploadFrom"] }] }));
        const host = file.contentType.startsWith("image/") ? "images" : file.contentType.startsWith("video/") ? "videos" : "assets";
        const { upload: _upload, uploadFrom: _uploadFrom, ...rest_ } = file;
        existing.fields.file![locale] = { ...rest_, url: `//${host}.ctfassets.net/${space}/${id}/processed/${file.fileName}`, details: { size } };
        existing.sys = { ...existing.sys, version: existing.sys.version + 1, updatedAt: now() };
        return send(204);
      }

      if (method === "PUT" && rest.length === 0) {
        const body = json() as { fields?: Localized; metadata?: unknown };
        let contentType: Sys["contentType"];
        if (kind === "entries") {
          const typeId = (req.headers["x-contentful-content-type"] as string | undefined) ?? existing?.sys.contentType?.sys.id;
          const type = typeId ? contentTypes.get(typeId) : undefined;
          if (!type || type.sys.publishedVersion === undefined) return send(422, failure("UnknownContentType", "The content type you sent could not be found or was not activated"));
          const unknown = unknownFields(body.fields ?? {}, type);
          if (unknown.length) return send(422, failure("ValidationFailed", "Validation error", { errors: unknown }));
          contentType = { sys: { id: type.sys.id, type: "Link", linkType: "ContentType" } };
        }
        if (existing && version() !== existing.sys.version) return send(409, failure("VersionMismatch", "Version mismatch"));
        const sys: Sys = existing
          ? { ...existing.sys, version: existing.sys.version + 1, updatedAt: now() }
          : { id, type: kind === "entries" ? "Entry" : "Asset", version: 1, ...where, createdAt: now(), updatedAt: now(), ...(contentType ? { contentType } : {}) };
        const record: Record_ = { sys, fields: body.fields ?? {}, metadata: body.metadata ?? { tags: [] } };
        store.set(id, record);
        return send(existing ? 200 : 201, record);
      }
    }
    return send(404, failure("NotFound", "The resource could not be found."));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    space,
    token,
    defaultLocale,
    contentTypes,
    entries,
    assets,
    tags,
    errors,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
