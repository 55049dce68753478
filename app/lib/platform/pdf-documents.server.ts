// A document's layout, with pdf-lib under it evaluated the first time an isolate makes a document (a quote,
// an invoice, a receipt, a vendor form), not on every isolate's first request: most requests never print
// (issue #24; decision 0086).
import type { Layout } from "./pdf-layout";

export type { Layout };

export async function newLayout(options: Parameters<typeof Layout.create>[0]): Promise<Layout> {
  const { Layout } = await import("./pdf-layout");
  return Layout.create(options);
}
