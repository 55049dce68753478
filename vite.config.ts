import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { commonPasswordsAsset } from "./scripts/vite/common-passwords-asset.ts";
import { compileHints } from "./scripts/vite/compile-hints.ts";
import { reactRouterRouteMemo } from "./scripts/vite/react-router-route-memo.ts";
import { shellChunk } from "./scripts/vite/shell-chunk.ts";

export default defineConfig(({ command }) => ({
  plugins: [
    cloudflare({
      viteEnvironment: { name: "ssr" },
      // `npm run dev` is a local run; the build keeps wrangler.toml's vars, where no APP_ENV means production.
      config: command === "serve" ? (worker) => ({ vars: { ...worker.vars, APP_ENV: "development" } }) : undefined,
    }),
    reactRouter(),
    commonPasswordsAsset(),
    compileHints(),
    reactRouterRouteMemo(),
    shellChunk(),
  ],
  resolve: { tsconfigPaths: true },
  // Contentful's rich-text types declare no `sideEffects`, and their validator (which no page runs) builds
  // its checks at module level: without this, all of it stays in the Worker and the rich-text chunk
  // (decision 0078).
  build: { rolldownOptions: { treeshake: { moduleSideEffects: (id: string) => !/[\\/]@contentful[\\/]rich-text-types[\\/]/.test(id) } } },
  // The Worker is minified: every new isolate parses all of it, and the upload counts its gzip size
  // (1.58 → 1.10 MB; issue #24). Source maps still go up with it (upload_source_maps), so stack traces read.
  environments: { ssr: { build: { minify: true } } },
}));
