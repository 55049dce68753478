// The breached-password list (zxcvbn-ts's ~49,000 common passwords) ships as a static asset, not in the
// Worker: it is ~200 KB of the gzip upload that every new isolate would otherwise parse, and only the
// forms that take a new password read it (issue #24, decision 0036). The Worker imports its address from
// `virtual:common-passwords` and reads it through the ASSETS binding; `react-router dev` serves it too.
import { createHash } from "node:crypto";
import type { Plugin } from "vite";

const ID = "virtual:common-passwords";

interface ListFile {
  /** The address under the client build, content-hashed so the assets' immutable caching is right. */
  path: string;
  /** One lower-cased password per line. */
  body: string;
}

async function buildList(): Promise<ListFile> {
  const { dictionary } = await import("@zxcvbn-ts/language-common");
  const body = [...new Set(dictionary["passwords-common"].map((p) => String(p).toLowerCase()))].join("\n");
  const hash = createHash("sha256").update(body).digest("hex").slice(0, 12);
  return { path: `/assets/common-passwords-${hash}.txt`, body };
}

export function commonPasswordsAsset(): Plugin {
  let list: Promise<ListFile> | undefined;
  const file = () => (list ??= buildList());
  return {
    name: "hablarte:common-passwords",
    resolveId(id) {
      return id === ID ? `\0${ID}` : undefined;
    },
    async load(id) {
      return id === `\0${ID}` ? `export default ${JSON.stringify((await file()).path)};` : undefined;
    },
    async generateBundle() {
      if (this.environment.name !== "client") return;
      const { path, body } = await file();
      this.emitFile({ type: "asset", fileName: path.slice(1), source: body });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        file().then(({ path, body }) => {
          if (req.url !== path) return next();
          res.setHeader("Content-Type", "text/plain; charset=utf-8");
          res.end(body);
        }, next);
      });
    },
  };
}
