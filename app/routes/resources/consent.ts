// POST target of every consent form: sets the consent cookie (365 days) and goes back where the visitor was
// (with JavaScript, the notice and the dialog stay where they are: `inPlace`).
import { data, redirect } from "react-router";
import type { Route } from "./+types/consent";
import { acceptAll, declineAll, fromChoices } from "~/domain/consent";
import { consentFormSchema } from "~/domain/consent-form";
import { formResult, parseForm } from "~/domain/form-errors";
import { safeRedirectPath } from "~/domain/safe-redirect";
import { writeConsent, writeNotice } from "~/lib/platform/cookies.server";
import { readFormOrReject } from "~/lib/edge/form.server";
import { consentCategories } from "~/lib/content/shell.server";

export async function loader() {
  return redirect("/cookie-preferences");
}

export async function action({ request, context }: Route.ActionArgs) {
  const read = await readFormOrReject(request);
  if ("rejected" in read) return read.rejected;
  // A doubled intent or page address is a tampered form: refused, not settled by keeping one value.
  const parsed = parseForm(consentFormSchema, read.form, { lists: ["category"] });
  if (!parsed.ok) return data(formResult(parsed.values.intent ?? "", parsed.errors), { status: 400 });
  const { intent, redirectTo, category, inPlace } = parsed.data;
  const categories = await consentCategories(context);
  const state =
    intent === "accept-all" ? acceptAll(categories) : intent === "decline-all" ? declineAll(categories) : fromChoices(categories, new Set(category));
  const headers = new Headers();
  headers.append("Set-Cookie", await writeConsent(state));
  // §4: Save shows 'Cookie consent settings saved' / 'Your settings for cookie consent have been updated'.
  if (intent === "save") headers.append("Set-Cookie", await writeNotice("consentSaved"));
  // With JavaScript (consent-form.tsx) the page stays: only the root's data, which holds the choice, reloads.
  if (inPlace) return data({ saved: true }, { headers });
  const target = safeRedirectPath(redirectTo);
  // Never bounce back to the preferences page itself: the choice is made.
  return redirect(target.startsWith("/cookie-preferences") ? "/" : target, { headers });
}
