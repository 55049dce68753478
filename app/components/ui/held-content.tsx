// The server's side of held content (decision 0075): entry.server.tsx gives the request's held values here.
import { createContext, useContext } from "react";
import { isHeldContent, type HeldContent } from "~/domain/held-content";

const HeldContentContext = createContext<ReadonlyMap<HeldContent, unknown> | null>(null);
export const HeldContentProvider = HeldContentContext.Provider;

/** The content whole: as the loader sent it, the server's held copy, or null in the browser (an island keeps its HTML). */
export function useHeldContent<T>(sent: T | HeldContent): T | null {
  const held = useContext(HeldContentContext);
  return isHeldContent(sent) ? ((held?.get(sent) as T | undefined) ?? null) : sent;
}
