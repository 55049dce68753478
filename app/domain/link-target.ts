// Where a link written by an editor (CMS rich text) may point (ASVS V1.2.2): a path on this site, a page
// on the web over https or http, an email address or a phone number. Anything else — `javascript:`,
// `data:`, `vbscript:`, a protocol-relative `//host`, control characters — is not a link at all: the
// text is shown without one. (The CSP would stop a `javascript:` link from running; this keeps it out.)
import { safeRedirectPath } from "./safe-redirect";

export type LinkTarget = { kind: "internal"; path: string } | { kind: "external"; href: string };

const EXTERNAL = /^(https?:\/\/|mailto:|tel:)/i;

export function linkTarget(uri: unknown): LinkTarget | null {
  if (typeof uri !== "string") return null;
  const trimmed = uri.trim();
  if (trimmed.startsWith("/")) {
    const path = safeRedirectPath(trimmed, "");
    return path ? { kind: "internal", path } : null;
  }
  if (trimmed.startsWith("#")) return { kind: "external", href: trimmed };
  if (!EXTERNAL.test(trimmed) || [...trimmed].some((char) => char.charCodeAt(0) < 0x20 || char === " ")) return null;
  // A web address must also parse as one (with a host); it is kept as the editor wrote it.
  if (/^https?:/i.test(trimmed) && !URL.canParse(trimmed)) return null;
  return { kind: "external", href: trimmed };
}
