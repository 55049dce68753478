import { createContext } from "react-router";
import type { AppConfig } from "~/lib/platform/env.server";
import type { ConsentState } from "~/domain/consent";
import type { NotificationKey } from "~/domain/notifications";
import type { SiteVariant } from "~/domain/hot-site";
import type { SentSections } from "~/domain/sent-sections";
import type { HeldNavigation, SiteNavigation } from "~/domain/content/navigation";
import type { HeldContent } from "~/domain/held-content";

/** The Worker's bindings and execution context, set once per request in workers/app.ts. */
export const cloudflareContext = createContext<{ env: Env; ctx: ExecutionContext }>();

/** What every loader may know about the request, built by the root middleware. */
export type RequestState = {
  config: AppConfig;
  nonce: string;
  host: string;
  /** The main site's pages and chrome: MAIN_HOSTS, and unlisted hosts (decision 0026). */
  isMainHost: boolean;
  /** A host in neither MAIN_HOSTS nor LANDING_HOSTS: served as the main site, marked noindex. */
  unlistedHost: boolean;
  variant: SiteVariant;
  clientIp: string | null;
  /** §4 "Ad click id": from this URL's gclid, else the visitor's first-party cookie. */
  gclid: string | null;
  consent: ConsentState | null;
  notice: NotificationKey | null;
  /** An editor's preview (decision 0022): drafts from the Content Preview API, nothing cached. */
  preview: boolean;
  /** Cookies a loader or action sets besides its answer (a renewed session): the root middleware sends them. */
  responseCookies: string[];
  /** The content generation when the request began (cache.server): HTML built from content is kept only if it still is. */
  contentGeneration: number;
  /** Sections a document's hydration data holds back (sendSections), whole, for the server's render. */
  heldSections: Map<SentSections, SentSections>;
  /** The navigation a document's hydration data holds back (loadShell), whole, for the server's render. */
  heldNavigation: Map<HeldNavigation, SiteNavigation>;
  /** A route's static content a document's hydration data holds back (holdForDocument), whole, for the server's render. */
  heldContent: Map<HeldContent, unknown>;
};

export const requestContext = createContext<RequestState>();

/**
 * What React Router answers: an HTML document (rendered on the server, then hydrated) or a client-side
 * navigation's data (`….data`). Set in workers/app.ts; "data" until set, so a loader sends everything.
 */
export const answerKind = createContext<"document" | "data">("data");
