// Which settings a production deployment can't run without. A missing one must stop the site (a 503
// page) rather than let it run on a development default: an unsigned-looking session secret, or the
// bundled content pack served while the school believes Contentful is live, are silent failures.
// Optional integrations that are simply absent (no chat, no analytics, no email provider…) are not
// problems: each has a documented "off" behaviour. Only settings that are half-configured are.
// No imports: scripts/deploy reads this file with Node's type stripping, too.

/** Signs session cookies on local runs only; public (it is in the repository), so refused in production. */
export const LOCAL_SESSION_SECRET = "hablarte-local-development-session";

export const MIN_SESSION_SECRET_LENGTH = 32;

/** Where `npm start` serves: the links in local emails point here when SITE_ORIGIN is not set. */
export const LOCAL_SITE_ORIGIN = "http://localhost:8787";

/** Signs the built-in test gateway's payment events; the gateway never runs in production. */
export const LOCAL_GATEWAY_WEBHOOK_SECRET = "whsec_hablarte_local_test_gateway";

export type SettingProblem = {
  /** The Worker var or secret to set (what the log names, what `wrangler secret put` takes). */
  setting: string;
  /** Why it is a problem and what to do; never includes the value. */
  problem: string;
};

type Vars = Readonly<Record<string, unknown>>;

/** The services the Worker calls, or whose script it loads, by a configured address. */
const OUTBOUND_URLS = ["BACKEND_URL", "EMAIL_API_URL", "LEVEL_TEST_FORM_URL", "CHAT_SCRIPT_URL", "STRIPE_API_URL"] as const;

const text = (vars: Vars, name: string) => (typeof vars[name] === "string" ? (vars[name] as string).trim() : "");

/** Both or neither: one half alone is a mistake, never a choice. */
function pair(vars: Vars, a: string, b: string, feature: string): SettingProblem[] {
  const hasA = text(vars, a) !== "";
  const hasB = text(vars, b) !== "";
  if (hasA === hasB) return [];
  const [missing, present] = hasA ? [b, a] : [a, b];
  return [{ setting: missing, problem: `missing while ${present} is set: ${feature} needs both (or neither)` }];
}

/** Without an APP_ENV a Worker is production: only local commands say otherwise (fail closed). */
const isProduction = (vars: Vars) => (text(vars, "APP_ENV") || "production") === "production";

/**
 * The production rule: an empty list means the site may serve. Outside production nothing is required
 * (local runs use development defaults on purpose).
 */
export function productionSettingProblems(vars: Vars): SettingProblem[] {
  if (!isProduction(vars)) return [];
  const problems: SettingProblem[] = [];

  const sessionSecret = typeof vars.SESSION_SECRET === "string" ? vars.SESSION_SECRET : "";
  if (sessionSecret.trim() === "") {
    problems.push({ setting: "SESSION_SECRET", problem: `missing: a secret of at least ${MIN_SESSION_SECRET_LENGTH} characters signs the session cookie` });
  } else if (sessionSecret === LOCAL_SESSION_SECRET) {
    problems.push({ setting: "SESSION_SECRET", problem: "is the public local-development value: generate a new one" });
  } else if (sessionSecret.length < MIN_SESSION_SECRET_LENGTH) {
    problems.push({ setting: "SESSION_SECRET", problem: `shorter than ${MIN_SESSION_SECRET_LENGTH} characters` });
  }

  // Links in emails (a password reset, a licence invitation) are built from it: never from a request's Host.
  const siteOrigin = text(vars, "SITE_ORIGIN");
  if (siteOrigin === "") problems.push({ setting: "SITE_ORIGIN", problem: "missing: the site's https address (like https://www.hablarte.com) that links in emails point to" });
  else if (!siteOrigin.toLowerCase().startsWith("https://")) problems.push({ setting: "SITE_ORIGIN", problem: "not an https:// address: links in emails would send buyers to the site in clear" });

  if (text(vars, "MAIN_HOSTS") === "") {
    problems.push({ setting: "MAIN_HOSTS", problem: "empty: every host would show a hot-site landing and none the home page" });
  }

  // Half a Contentful setup would silently serve the bundled pack; half an email setup would keep
  // visitors' result emails in D1 instead of sending them.
  problems.push(...pair(vars, "CONTENTFUL_SPACE_ID", "CONTENTFUL_ACCESS_TOKEN", "content from Contentful"));
  problems.push(...pair(vars, "EMAIL_API_URL", "EMAIL_API_KEY", "sending email"));
  // A Stripe key without the webhook secret would take money and never record the payment.
  problems.push(...pair(vars, "STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "card payments through Stripe"));
  // The preview link's secret opens every draft to whoever holds it: half a setup is a mistake, a short one a risk.
  problems.push(...pair(vars, "CONTENTFUL_PREVIEW_ACCESS_TOKEN", "PREVIEW_SECRET", "draft preview"));
  const previewSecret = text(vars, "PREVIEW_SECRET");
  if (previewSecret !== "" && previewSecret.length < MIN_SESSION_SECRET_LENGTH) {
    problems.push({ setting: "PREVIEW_SECRET", problem: `shorter than ${MIN_SESSION_SECRET_LENGTH} characters` });
  }
  // What the Worker sends to these (contacts, emails, card payments, a script every page loads) must not
  // cross the internet in clear (ASVS V12.3.1): http:// is for local fakes only.
  for (const setting of OUTBOUND_URLS) {
    const url = text(vars, setting);
    if (url !== "" && !url.toLowerCase().startsWith("https://")) problems.push({ setting, problem: "not an https:// address: production sends nothing in clear" });
  }
  if (text(vars, "STRIPE_SECRET_KEY") !== "" && text(vars, "STRIPE_PLAN_PRICES") === "") {
    problems.push({ setting: "STRIPE_PLAN_PRICES", problem: "missing while STRIPE_SECRET_KEY is set: each weekly plan needs its Stripe price (plan-1-per-week=price_…,…)" });
  }

  return problems;
}

/**
 * What a production site can run without but probably shouldn't: each has a working "off" behaviour,
 * so these are warnings (the deploy script prints them), never a reason to stop serving.
 */
export function productionSettingAdvice(vars: Vars): SettingProblem[] {
  if (!isProduction(vars)) return [];
  const advice: SettingProblem[] = [];
  const contentful = text(vars, "CONTENTFUL_SPACE_ID") !== "" && text(vars, "CONTENTFUL_ACCESS_TOKEN") !== "";
  if (contentful && text(vars, "CONTENT_WEBHOOK_SECRET") === "") {
    advice.push({ setting: "CONTENT_WEBHOOK_SECRET", problem: "not set: published edits show only after the cache window (CONTENT_CACHE_TTL_SECONDS)" });
  }
  if (!contentful) {
    advice.push({ setting: "CONTENTFUL_SPACE_ID", problem: "not set: pages show the bundled content pack, not the school's Contentful space" });
  }
  if (text(vars, "CALENDLY_WEBHOOK_SIGNING_KEY") === "") {
    advice.push({ setting: "CALENDLY_WEBHOOK_SIGNING_KEY", problem: "not set: Calendly bookings are not recorded (the booking webhook is off)" });
  }
  if (text(vars, "EMAIL_API_URL") === "") {
    advice.push({ setting: "EMAIL_API_URL", problem: "not set: result and account emails are kept in D1 sent_emails instead of being sent, so no buyer can confirm a new account or reset a password" });
  }
  if (text(vars, "LANDING_HOSTS") === "") {
    advice.push({ setting: "LANDING_HOSTS", problem: "not set: no host shows a hot-site landing (try., learn., heritage., go. show the main site)" });
  }
  if (text(vars, "STRIPE_SECRET_KEY") === "") {
    advice.push({ setting: "STRIPE_SECRET_KEY", problem: "not set: card payments are unavailable (checkout says so; quotes and Purchase Orders still work)" });
  }
  return advice;
}

/** One line for the log: names and reasons, never values. */
export function describeSettingProblems(problems: readonly SettingProblem[]): string {
  return problems.map(({ setting, problem }) => `${setting} ${problem}`).join("; ");
}
