// A buyer account for the measuring scripts (npm run bench, npm run load): created and confirmed on a
// local server running in development, through its mailbox (/_dev/mail, which production answers 404).

export const BUYER_PASSWORD = "tres tristes tigres comen trigo";

/** A form post as a browser sends it, without following the redirect. */
export const formPost = (fields, headers = {}) => ({
  method: "POST",
  redirect: "manual",
  headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
  body: new URLSearchParams(fields).toString(),
});

/** Creates an account and confirms it through the local mailbox; answers its email and session cookie. */
export async function confirmedBuyer(origin, label = "bench") {
  const email = `${label}-${Date.now()}@hablarte.test`;
  await fetch(`${origin}/create-account`, formPost({ intent: "create-account", name: "Bench", email, organisation: "", password: BUYER_PASSWORD, redirectTo: "/account" }));
  let link;
  for (let i = 0; i < 50 && !link; i++) {
    // React separates text parts with <!-- --> comments: the page's text, without them.
    const mailbox = (await (await fetch(`${origin}/_dev/mail`)).text()).replaceAll("<!-- -->", "");
    link = new RegExp(`To: ${email.replace(/[.]/g, "\\.")}[\\s\\S]*?href="(http[^"]+verify-email[^"]+)"`).exec(mailbox)?.[1]?.replaceAll("&amp;", "&");
    if (!link) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (!link) throw new Error(`${label}: the confirmation email never reached /_dev/mail`);
  // The link names the site's origin (SITE_ORIGIN); it is followed on the server being measured.
  const confirmed = await fetch(new URL(new URL(link).pathname + new URL(link).search, origin), { redirect: "manual" });
  const cookie = confirmed.headers.getSetCookie().find((c) => c.startsWith("__Host-hablarte.session_token="))?.split(";")[0];
  if (!cookie) throw new Error(`${label}: the confirmation link signed no one in`);
  return { email, cookie };
}

/** A confirmed buyer with three licences of K–2 Level 1 in the cart, so /checkout shows its form. Answers its session cookie. */
export async function buyerWithLevelInCart(origin, label = "bench-buyer") {
  const { cookie } = await confirmedBuyer(origin, label);
  const added = await fetch(`${origin}/product/k2-level-1`, formPost({ intent: "add", product: "k2-level-1", quantity: "3" }, { Cookie: cookie }));
  if (added.status !== 302) throw new Error(`${label}: Add to cart answered ${added.status}`);
  return cookie;
}

/** The newest link to `path` in the local mailbox emailed to `email`. */
async function mailedLink(origin, email, path, label) {
  for (let i = 0; i < 50; i++) {
    const mailbox = (await (await fetch(`${origin}/_dev/mail`)).text()).replaceAll("<!-- -->", "");
    const link = new RegExp(`To: ${email.replace(/[.]/g, "\\.")}[\\s\\S]*?href="(http[^"]+${path}[^"]+)"`).exec(mailbox)?.[1]?.replaceAll("&amp;", "&");
    if (link) return new URL(new URL(link).pathname + new URL(link).search, origin);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${label}: no ${path} link reached /_dev/mail`);
}

const BILLING = { organisation: "Bench ISD", contactName: "Bench", email: "billing@hablarte.test", address: "1 Main St", city: "Austin", state: "Texas (TX)", zip: "73301" };

/**
 * A teacher holding a live licence of K–2 Level 1 (issue #25): an account that buys one licence by card on
 * the built-in test gateway, gives it to itself and claims it. Answers its session cookie.
 */
export async function licensedTeacher(origin, label = "bench-teacher") {
  const { email, cookie } = await confirmedBuyer(origin, label);
  const post = async (path, fields) => {
    const response = await fetch(new URL(path, origin), formPost(fields, { Cookie: cookie }));
    if (response.status >= 400) throw new Error(`${label}: ${path} answered ${response.status}`);
    return new URL(response.headers.get("Location") ?? "/", origin);
  };
  await post("/product/k2-level-1", { intent: "add", product: "k2-level-1", quantity: "1" });
  const cardPayment = await post("/checkout", { intent: "pay-card", ...BILLING });
  const gateway = await post(cardPayment.pathname + cardPayment.search, { intent: "pay" });
  await post(gateway.pathname + gateway.search, { intent: "pay", cardNumber: "4242 4242 4242 4242", expiry: "12/34", cvc: "123", nameOnCard: "Bench" });
  await post("/account/my-products", { intent: "assign-licence", product: "k2-level-1", email });
  const claim = await mailedLink(origin, email, "claim-licence", label);
  await post(claim.pathname + claim.search, { token: claim.searchParams.get("token") });
  return cookie;
}
