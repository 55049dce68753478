// The site's stylesheet, inlined into the document's head: the first paint waits for no request. The server
// renders a mark here and writes the stylesheet's bytes in its place after the render (decision 0081); in the
// browser the element keeps what the server sent, since its props never change after hydration.
import { STYLESHEET_MARK } from "~/domain/inline-stylesheet";

const content = import.meta.env.SSR ? STYLESHEET_MARK : "";

export function InlineStyles({ nonce }: { nonce: string }) {
  return <style nonce={nonce || undefined} dangerouslySetInnerHTML={{ __html: content }} suppressHydrationWarning />;
}
