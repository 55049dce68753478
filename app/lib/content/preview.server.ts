// Draft preview for editors (issue #12 §3; decision 0022). The preview link (`/api/preview?secret=…&entry=…`,
// set in Contentful as every content type's preview URL, or `…&path=…`) checks the secret in constant time and sets a
// signed, HttpOnly cookie for an hour; while it is valid, every page reads drafts from the Content Preview
// API and nothing it reads is cached (KV or edge: a request with a cookie is never cached, decision 0012).
import { redirect } from "react-router";
import type { AppConfig } from "../platform/env.server";
import { safeRedirectPath } from "~/domain/safe-redirect";
import { requestCookie } from "../platform/cookies.server";
import { hmacHex, secretMatches } from "../platform/crypto.server";
import { NOT_PREVIEWED, previewPath } from "~/domain/content/preview-paths";
import type { ContentService } from "./content.server";

export const PREVIEW_COOKIE = "__Host-hablarte_preview";
/** The preview link's address (app/routes.ts). */
export const PREVIEW_PATH = "/api/preview";
const PREVIEW_SECONDS = 60 * 60;
// Contentful's Live Preview pane frames the site from app.contentful.com: a cookie set and sent inside that
// frame is a third-party one, so it is SameSite=None and Partitioned (CHIPS: kept apart per top-level site,
// as browsers that block third-party cookies still allow). It only switches on drafts, for an hour; a
// cross-site post is refused by its Origin (edge/cross-site.server.ts), not by SameSite (decision 0064).
const ATTRIBUTES = "Path=/; HttpOnly; Secure; SameSite=None; Partitioned";

const signature = (config: AppConfig, expires: number) => hmacHex(config.sessionSecret, `preview:${expires}`);

/** True when the request carries a valid, unexpired preview cookie and preview is configured. */
export async function inPreview(request: Request, config: AppConfig): Promise<boolean> {
  const value = config.preview ? requestCookie(request, PREVIEW_COOKIE) : null;
  if (!value) return false;
  const [expires, mac] = value.split(".");
  const at = Number(expires);
  if (!Number.isSafeInteger(at) || at * 1000 < Date.now() || !mac) return false;
  return secretMatches(mac, await signature(config, at));
}

export type PreviewStart = { ok: true; response: Response } | { ok: false; status: 400 | 401 | 404; error: string };

/** Where an entry shows (`{ path }`), or why it can't be previewed (`{ error }`); read from the drafts. */
export type EntryLocator = (entryId: string) => Promise<{ path: string } | { error: string }>;

const ENTRY_ID = /^[A-Za-z0-9_.-]{1,64}$/;

/** Finds an entry's page among the drafts: a page's path, the page linking a section, a record's detail page. */
export function entryLocator(drafts: ContentService): EntryLocator {
  return async (entryId) => {
    const entry = await drafts.entry(entryId);
    if (!entry) return { error: "We couldn’t find this entry. Save it in Contentful, then open the preview again." };
    const type = entry.sys.contentType.sys.id;
    const notPreviewed = NOT_PREVIEWED[type];
    if (notPreviewed) return { error: notPreviewed };
    // A section shows on the page that links it; a list's item on the page of the section that links it.
    const section = type.startsWith("section") ? entryId : await drafts.sectionLinking(entryId, type);
    const path = previewPath(entry, section ? await drafts.pageLinking(section) : null);
    return path ? { path } : { error: "No page shows this entry yet: add it to a page’s sections, then open the preview again." };
  };
}

/**
 * The preview link: `?secret=…&path=/for-parents`, or `?secret=…&entry=<entry id>` (the URL every content
 * type's preview setting shares, docs/contentful/README.md), which goes to the page the entry shows on.
 */
export async function startPreview(url: URL, config: AppConfig, locate: EntryLocator): Promise<PreviewStart> {
  if (!config.preview) return { ok: false, status: 404, error: "Not found" };
  if (!secretMatches(url.searchParams.get("secret"), config.preview.secret)) return { ok: false, status: 401, error: "This preview link isn’t valid. Open it again from Contentful." };
  const entryId = url.searchParams.get("entry");
  if (entryId !== null && !ENTRY_ID.test(entryId)) return { ok: false, status: 400, error: "The preview link names an entry id that can’t exist. Open it again from Contentful." };
  const located = entryId !== null ? await locate(entryId) : { path: url.searchParams.get("path") ?? "/" };
  if ("error" in located) return { ok: false, status: 404, error: located.error };
  const path = safeRedirectPath(located.path, "");
  if (!path) return { ok: false, status: 400, error: "The preview path must be a page of this site, like /for-parents." };
  const expires = Math.floor(Date.now() / 1000) + PREVIEW_SECONDS;
  const cookie = `${PREVIEW_COOKIE}=${expires}.${await signature(config, expires)}; ${ATTRIBUTES}; Max-Age=${PREVIEW_SECONDS}`;
  return { ok: true, response: redirect(path, { status: 303, headers: { "Set-Cookie": cookie } }) };
}

export function exitPreview(form: FormData): Response {
  const path = safeRedirectPath(form.get("redirectTo"));
  return redirect(path, { status: 303, headers: { "Set-Cookie": `${PREVIEW_COOKIE}=; ${ATTRIBUTES}; Max-Age=0` } });
}
