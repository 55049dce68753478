// Code copy that repeats an editorial fact ("up to {{maxGroupSize}} students") reads it from the root
// loader, which took it from the site-settings entry (decision 0025): one edit changes it everywhere.
// The root's data is named by its domain type: a component never imports the root route (decision 0032).
import { useRouteLoaderData } from "react-router";
import { fillFacts } from "~/domain/content/fill-facts";
import type { ShellData } from "~/domain/shell";
import { brand } from "~/config/site";

/** The copy with its {{tokens}} filled in (an unknown one, or one outside the shell, stays as written). */
export function useFilledCopy<T>(copy: T): T {
  const facts = useRouteLoaderData<ShellData>("root")?.facts;
  return facts ? fillFacts(copy, facts) : copy;
}

/** The school's email and phone from the site-settings entry; the deployment's where the shell has no data (an error page). */
export function useContactDetails(): { email: string; phone: string; tel: string } {
  const facts = useRouteLoaderData<ShellData>("root")?.facts;
  const email = facts?.email || brand.email;
  const phone = facts?.phone || brand.phone;
  return { email, phone, tel: `tel:${phone.replace(/[^+\d]/g, "")}` };
}

/** "A free 7-day trial": the trial's length from the pricing entry; "a free trial" where the shell has no data (an error page). */
export function useFreeTrial(): string {
  const days = useRouteLoaderData<ShellData>("root")?.facts.trialDays;
  return days ? `a free ${days}-day trial` : "a free trial";
}
