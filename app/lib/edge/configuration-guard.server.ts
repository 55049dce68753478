// Runs before React Router: a Worker whose configuration is invalid, or a production Worker missing a
// required secret, answers every request with a plain 503 page instead of running on a development
// default (or failing with a 500 deep in a loader). The log names what to fix; the visitor never sees it.
import { brand } from "~/config/site";
import { checkConfig } from "../platform/env.server";
import { escapeHtml, refusal } from "./refusal.server";

/** How long a visitor or crawler should wait: a fix is a `wrangler secret put` or a redeploy away. */
export const RETRY_AFTER_SECONDS = 300;

export function refuseWhenMisconfigured(request: Request, env: Env): Response | null {
  const check = checkConfig(env);
  if (check.ok) return null;
  console.error(
    `[config] Answering 503 (APP_ENV=${check.env}) until these are fixed: ${check.problems.join("; ")}. ` +
      "Secrets: `npx wrangler secret put <NAME> --config wrangler.toml --env production`; vars: wrangler.toml, then `npm run deploy` (docs/deploy.md).",
  );
  // Local runs may show what is wrong; a deployed site shows nothing about its configuration.
  const details = check.env === "development" || check.env === "test" ? check.problems : [];
  return unavailableResponse(request, details);
}

function unavailableResponse(request: Request, details: readonly string[]): Response {
  const developerNote = details.length
    ? `\n<section class="dev"><h2>Configuration problems (shown on local runs only)</h2><ul>${details.map((d) => `<li>${escapeHtml(d)}</li>`).join("")}</ul></section>`
    : "";
  return refusal(request, {
    status: 503,
    title: "Temporarily unavailable",
    message: `${brand.name} is temporarily unavailable. Please try again in a few minutes.`,
    headers: { "Retry-After": String(RETRY_AFTER_SECONDS) },
    style: STYLE,
    body: `<h1>${brand.name} is temporarily unavailable</h1>
<p>We're working on it and the site will be back shortly. Please try again in a few minutes.</p>
<p>Need us in the meantime? Write to <a href="mailto:${brand.email}">${brand.email}</a> and we'll get back to you.</p>
<p><span lang="es">¡Gracias por tu paciencia!</span> Thank you for your patience.</p>${developerNote}`,
  });
}

const STYLE = `
body{margin:0;min-height:100vh;display:grid;place-items:center;font:1.0625rem/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2933;background:#faf7f2}
main{max-width:34rem;padding:2rem 1.5rem}
h1{font-size:1.75rem;line-height:1.25;margin:0 0 1rem}
a{color:#9a3412}
.dev{margin-top:2rem;padding:1rem 1.25rem;border:2px dashed #9a3412;background:#fff;font-size:.9375rem}
.dev h2{font-size:1rem;margin:0 0 .5rem}
`;
