// The site's stylesheet, inlined into the document's head: the first paint waits for no request.
// Only the server has the CSS text (`import.meta.env.SSR` drops it from the browser bundle); in the
// browser the element keeps what the server sent, since its props never change after hydration.
import appCss from "~/styles/app.css?inline";

const css = import.meta.env.SSR ? appCss : "";

export function InlineStyles({ nonce }: { nonce: string }) {
  return <style nonce={nonce || undefined} dangerouslySetInnerHTML={{ __html: css }} suppressHydrationWarning />;
}
