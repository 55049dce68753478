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
