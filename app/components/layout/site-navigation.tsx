// The navigation the header's and footer's islands show (decision 0067). A document's hydration data holds
// their part back (navigationForHydration); the server renders them from the whole navigation that
// entry.server.tsx gives here, and in the browser those islands keep the server's HTML, never rendering.
import { createContext, useContext } from "react";
import type { HeldNavigation, SiteNavigation } from "~/domain/content/navigation";

const HeldNavigationContext = createContext<ReadonlyMap<HeldNavigation, SiteNavigation> | null>(null);
export const HeldNavigationProvider = HeldNavigationContext.Provider;

/** The whole navigation: the loader's when it sent it whole, the server's held copy, or null in the browser. */
export function useWholeNavigation(sent: SiteNavigation | HeldNavigation): SiteNavigation | null {
  const held = useContext(HeldNavigationContext);
  return "held" in sent ? (held?.get(sent) ?? null) : sent;
}
