// A kept page's bytes cut at its CSP nonce and joined again around a new one (decisions 0035, 0077): a copy
// of the pieces, not a search and re-encoding of the whole page as a string.
import { indexOfBytes } from "./deferred-hydration";

/** `bytes` cut at every occurrence of `mark` (which no piece keeps), copied: the answer may take the original. */
export function splitAt(bytes: Uint8Array, mark: Uint8Array): Uint8Array[] {
  const pieces: Uint8Array[] = [];
  let from = 0;
  for (let at = indexOfBytes(bytes, mark, 0); at !== -1; at = indexOfBytes(bytes, mark, from)) {
    pieces.push(bytes.slice(from, at));
    from = at + mark.length;
  }
  pieces.push(bytes.slice(from));
  return pieces;
}

/** The pieces in order with `between` between each two. */
export function joinWith(pieces: readonly Uint8Array[], between: Uint8Array): Uint8Array<ArrayBuffer> {
  const size = pieces.reduce((sum, piece) => sum + piece.byteLength, 0);
  const body = new Uint8Array(size + between.byteLength * (pieces.length - 1));
  let at = 0;
  pieces.forEach((piece, i) => {
    if (i > 0) {
      body.set(between, at);
      at += between.byteLength;
    }
    body.set(piece, at);
    at += piece.byteLength;
  });
  return body;
}
