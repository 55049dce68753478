// A document renders to a string in one pass when nothing in it waits (decision 0079): the route data's
// chunks are read first and put where React Router's <StreamTransfer> looks, and a tree that suspends,
// fails or leaves the data unwritten is handed back (null) to be rendered as a stream.
import { createElement as h, lazy, Suspense } from "react";
import type { EntryContext } from "react-router";
import { describe, expect, it } from "vitest";
import { readHandoff, renderWhole } from "~/lib/edge/whole-render.server";

const bytes = (text: string) => new TextEncoder().encode(text);
const streamOf = (chunks: Uint8Array[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
const contextWith = (stream?: ReadableStream<Uint8Array>) => ({ serverHandoffStream: stream, renderMeta: {} }) as unknown as EntryContext;
const readAll = async (stream: ReadableStream<Uint8Array>) => new TextDecoder().decode(await new Response(stream).arrayBuffer());

describe("readHandoff", () => {
  it("caches each chunk decoded as <StreamTransfer> decodes it, a character split across chunks included", async () => {
    const whole = bytes('[{"_1":2},"señal"]');
    const split = whole.indexOf(0xc3) + 1; // inside the two bytes of "ñ"
    const context = contextWith(streamOf([whole.subarray(0, split), whole.subarray(split)]));
    await readHandoff(context);
    const cache = context.renderMeta!.streamCache!;
    expect(Object.keys(cache)).toEqual(["0", "1", "2"]);
    expect(cache[0]!.result).toEqual({ done: false, value: '[{"_1":2},"se' });
    expect(cache[1]!.result).toEqual({ done: false, value: 'ñal"]' });
    expect(cache[2]!.result).toEqual({ done: true, value: "" });
  });

  it("gives the context the same chunks again for each render that reads the stream", async () => {
    const context = contextWith(streamOf([bytes("uno "), bytes("dos")]));
    const rewind = await readHandoff(context);
    expect(await readAll(context.serverHandoffStream!)).toBe("uno dos");
    rewind();
    expect(await readAll(context.serverHandoffStream!)).toBe("uno dos");
  });

  it("leaves a context without route data alone", async () => {
    const context = contextWith();
    await readHandoff(context);
    expect(context.renderMeta).toEqual({});
  });
});

describe("renderWhole", () => {
  const page = (...body: Parameters<typeof h>[2][]) => h("html", { lang: "en" }, h("head", null, h("title", null, "Hablarte")), h("body", null, ...body));

  it("writes a document as the stream renderer does: the doctype before <html>", () => {
    expect(renderWhole(page(h("p", null, "¡Hola!")), contextWith())).toBe('<!DOCTYPE html><html lang="en"><head><title>Hablarte</title></head><body><p>¡Hola!</p></body></html>');
  });

  it("hands back a tree with a boundary that suspends (a component not loaded yet)", () => {
    const never = lazy(() => new Promise<{ default: () => null }>(() => {}));
    expect(renderWhole(page(h(Suspense, { fallback: h("p", null, "…") }, h(never))), contextWith())).toBeNull();
  });

  it("hands back a tree that fails, inside a boundary or outside", () => {
    const Broken = () => {
      throw new Error("broken section");
    };
    expect(renderWhole(page(h(Suspense, null, h(Broken))), contextWith())).toBeNull();
    expect(renderWhole(page(h(Broken)), contextWith())).toBeNull();
  });

  it("hands back a render that didn't write the route data's last script", () => {
    const context = contextWith(streamOf([bytes("[]")]));
    expect(renderWhole(page(h("p", null, "no data scripts")), context)).toBeNull();
    const closing = h("script", { dangerouslySetInnerHTML: { __html: "window.__reactRouterContext.streamController.close();" } });
    expect(renderWhole(page(closing), context)).toContain("streamController.close();");
  });
});
