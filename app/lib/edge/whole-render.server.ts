// A page whose data is all there renders in one synchronous pass (no deferred data), so it can be rendered
// to a string: React's string renderer costs a fifth of its stream renderer for the same tree in workerd,
// which encodes every piece of text it writes into bytes of its own (decision 0079).
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import type { EntryContext } from "react-router";

type Handoff = NonNullable<NonNullable<EntryContext["renderMeta"]>["streamCache"]>;

/**
 * Reads the route data React Router encodes for hydration (its `serverHandoffStream`) to the end, and
 * puts each chunk where its `<StreamTransfer>` looks before reading the stream, so the data's scripts
 * render without waiting. Returns `rewind`, which gives the context a stream of the same chunks again
 * for a render after the first (each render takes a reader of its own).
 */
export async function readHandoff(context: EntryContext): Promise<() => void> {
  const stream = context.serverHandoffStream;
  if (!stream) return () => {};
  const reader = stream.getReader();
  const text = new TextDecoder();
  const chunks: Uint8Array[] = [];
  const cache: Handoff = {};
  for (let id = 0; ; id++) {
    const { done, value } = await reader.read();
    if (value) chunks.push(value);
    // The same decoding `<StreamTransfer>` does, chunk by chunk.
    cache[id] = Object.assign(Promise.resolve(), { result: { done, value: text.decode(value, { stream: true }) } });
    if (done) break;
  }
  const rewind = () => {
    context.renderMeta = { streamCache: cache };
    context.serverHandoffStream = new ReadableStream({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(chunk);
        controller.close();
      },
    });
  };
  rewind();
  return rewind;
}

// React marks a Suspense boundary it could not finish on the server with `<!--$!-->` and leaves it to the
// client; the data's last script closes the stream.
const CLIENT_RENDERED = "<!--$!-->";
const HANDOFF_CLOSED = "streamController.close();";

/**
 * The whole document as a string, or null when the tree didn't render completely in one pass (a boundary
 * suspended or failed, or the data's scripts weren't all written): the caller then renders it as a
 * stream, which waits for what suspends and reports errors.
 */
export function renderWhole(tree: ReactNode, context: EntryContext): string | null {
  let html: string;
  try {
    html = renderToString(tree);
  } catch {
    return null;
  }
  if (html.includes(CLIENT_RENDERED)) return null;
  if (context.serverHandoffStream && !html.includes(HANDOFF_CLOSED)) return null;
  // The stream renderer writes the doctype before a root `<html>`; the string renderer leaves it out.
  return html.startsWith("<html") ? `<!DOCTYPE html>${html}` : html;
}
