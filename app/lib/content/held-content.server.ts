// Holds a route's static content back from a document's hydration data (decision 0075); the server's render
// finds it in the request state (useHeldContent), the browser keeps the island's HTML.
import type { RouterContextProvider } from "react-router";
import { answerKind, requestContext } from "~/context";
import type { HeldContent } from "~/domain/held-content";

/** `whole` for a client-side navigation; for a document, a placeholder the server's render resolves to it. */
export function holdForDocument<T extends object>(context: Readonly<RouterContextProvider>, whole: T): T | HeldContent {
  if (context.get(answerKind) !== "document") return whole;
  const held: HeldContent = { heldContent: true };
  context.get(requestContext).heldContent.set(held, whole);
  return held;
}
