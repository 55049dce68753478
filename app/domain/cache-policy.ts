// Who may cache a response (spec issue #3 §5; issue #22 §7): public pages for anonymous visitors at the
// edge; anything that could be personal — a visitor with cookies, a form answer, an error, a page that
// carries a token in its address, or one that shows an account, an order or the staff console — never.

export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=300, stale-while-revalidate=86400";
export const PRIVATE_CACHE_CONTROL = "private, no-store";

/**
 * Paths whose answer is about one person (or holds a link's secret) even when the request has no cookie:
 * a claim or reset link opened in a fresh browser shows the invited email, and a shared cache would hand
 * it to the next visitor of the same address.
 */
const PRIVATE_PATHS = [
  "/login",
  "/reset-password",
  "/create-account",
  "/verify-email",
  "/claim-licence",
  "/account",
  "/personal-information",
  "/logout",
  "/cart",
  "/checkout",
  "/card-payment",
  "/confirm-card",
  "/purchase-order-payment",
  "/documents",
  "/staff",
  "/_dev",
  "/test-gateway",
  "/api",
];

/** Query parameters that name a secret or one person's record: an address carrying one is never shared. */
const PRIVATE_PARAMS = /token|secret|session|password|^key$|order|quote|email/i;

/** True when the query names a secret or one person's record. */
const namesPrivateParam = (search: string) => [...new URLSearchParams(search).keys()].some((name) => PRIVATE_PARAMS.test(name));

/** True when the path (a document, or its `.data` request) or its query is about one person. */
export function isPrivateAddress(path: string, search = ""): boolean {
  const page = path.replace(/\/_\.data$/, "/").replace(/\.data$/, "");
  if (PRIVATE_PATHS.some((prefix) => page === prefix || page.startsWith(`${prefix}/`))) return true;
  return namesPrivateParam(search);
}

/**
 * Private paths whose page is nonetheless the same for every visitor who isn't signed in, when the address
 * names nothing private: the sign-in and create-account forms, and the cart, which is empty for anyone with
 * no session of the site (issue #22 §7 keeps them out of shared caches, which key on the address alone and
 * would show a signed-in visitor the form, or someone else's cart). The Worker itself may keep one render
 * of them per isolate for visitors without a session (decision 0035, addendum of 2026-11-26; the cart:
 * issue #24).
 */
const SAME_FOR_EVERYONE_SIGNED_OUT = ["/login", "/create-account", "/cart"];

/** True for a sign-in, create-account or cart page whose address names nothing private. */
export function isSameForEveryoneSignedOut(path: string, search = ""): boolean {
  return SAME_FOR_EVERYONE_SIGNED_OUT.includes(path) && !namesPrivateParam(search);
}

export function cacheControlFor(input: { method: string; status: number; requestHasCookies: boolean; responseSetsCookies: boolean; existing: string | null; path?: string; search?: string }): string {
  const personal = input.path !== undefined && isPrivateAddress(input.path, input.search);
  // A route's own choice stands, except that nothing personal is ever made public by it.
  if (input.existing && !(personal && /public/i.test(input.existing))) return input.existing;
  const safeMethod = input.method === "GET" || input.method === "HEAD";
  const anonymous = !input.requestHasCookies && !input.responseSetsCookies;
  return safeMethod && anonymous && input.status === 200 && !personal ? PUBLIC_CACHE_CONTROL : PRIVATE_CACHE_CONTROL;
}
