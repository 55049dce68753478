// React's edge renderer turns every string it writes into bytes with TextEncoder.encode, one call per
// attribute name, attribute value and text: ~1,070 calls for the home page, 816 of them under 16
// characters ("class", "href", the nonce). In workerd each call crosses into the runtime and allocates:
// 1,000 short strings cost ~0.8 ms of CPU there, against ~0.25 ms for a loop in JavaScript, which loses
// beyond ~24 characters (measured with a bare Worker, 2026-11-27 20:25 UTC). The server build's copy of
// React writes short ASCII strings with that loop and leaves the rest to its encoder; the bytes are the
// same (decision 0057). The build fails if React no longer has the function this replaces.
import type { Plugin } from "vite";

/** Strings up to this length are written by the loop; longer ones by the encoder. */
export const SHORT_CHUNK = 16;

/** The UTF-8 bytes of `content`: for a short ASCII string, its character codes; otherwise `encoder`'s. */
export function shortStringToChunk(content: string, encoder: TextEncoder): Uint8Array {
  const length = content.length;
  if (length > SHORT_CHUNK) return encoder.encode(content);
  const bytes = new Uint8Array(length);
  for (let i = 0; i < length; i++) {
    const code = content.charCodeAt(i);
    if (code > 0x7f) return encoder.encode(content);
    bytes[i] = code;
  }
  return bytes;
}

const REACT_SERVER = /react-dom-server\.edge\.production\.js$/;
const ORIGINAL = "function stringToChunk(content) {\n  return textEncoder.encode(content);\n}";

/** React's stringToChunk in `code` rewritten to call shortStringToChunk (its source, inlined). */
export function withShortChunks(code: string): string {
  if (!code.includes(ORIGINAL)) throw new Error("react-short-chunks: React's stringToChunk has changed; review scripts/vite/react-short-chunks.ts (decision 0057)");
  const source = shortStringToChunk.toString().replace(/\bSHORT_CHUNK\b/g, String(SHORT_CHUNK));
  return code.replace(ORIGINAL, `function stringToChunk(content) {\n  return shortStringToChunk(content, textEncoder);\n}\n${source}`);
}

export function reactShortChunks(): Plugin {
  return {
    name: "hablarte:react-short-chunks",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "ssr",
    transform(code, id) {
      return REACT_SERVER.test(id) ? { code: withShortChunks(code), map: null } : null;
    },
  };
}
