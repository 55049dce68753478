import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig(({ command }) => ({
  plugins: [
    cloudflare({
      viteEnvironment: { name: "ssr" },
      // `npm run dev` is a local run; the build keeps wrangler.toml's vars, where no APP_ENV means production.
      config: command === "serve" ? (worker) => ({ vars: { ...worker.vars, APP_ENV: "development" } }) : undefined,
    }),
    reactRouter(),
  ],
  resolve: { tsconfigPaths: true },
}));
