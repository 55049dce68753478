// Text typed on one line (a name, an email, a subject, a path): control characters have no place in it, and
// CR/LF or NUL could split an email header, a log line or a redirect. Refused with a message, never stripped.
import { z } from "zod";

// C0 and C1 controls (U+0085 NEL among them) and the Unicode line and paragraph separators (U+2028,
// U+2029), which JavaScript, JSON-in-HTML and several mail and log readers treat as line breaks too.
// oxlint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

export const ONE_LINE_MESSAGE = "Please write this on one line, without line breaks or special characters.";

export const isOneLine = (value: string) => !CONTROL_CHARACTERS.test(value);

/** A path the site redirects to after a form (a hidden field): bounded and on one line; where it leads is safeRedirectPath's to decide. */
export const redirectToField = z.string().max(2048).refine(isOneLine).optional();
