// Code copy that repeats an editorial fact ("up to {{maxGroupSize}} students") reads it from the root
// loader, which took it from the site-settings entry (decision 0025): one edit changes it everywhere.
import { useRouteLoaderData } from "react-router";
import { fillFacts } from "~/domain/content/fill-facts";
import type { loader as rootLoader } from "~/root";

/** The copy with its {{tokens}} filled in (an unknown one, or one outside the shell, stays as written). */
export function useFilledCopy<T>(copy: T): T {
  const facts = useRouteLoaderData<typeof rootLoader>("root")?.facts;
  return facts ? fillFacts(copy, facts) : copy;
}
