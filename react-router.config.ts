import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // The page carries only its own routes; those its links lead to arrive in one /__manifest request after
  // hydration. Ranking all the site's routes before hydrating cost the home page more main-thread time
  // than that request does (docs/decisions/0037).
  routeDiscovery: { mode: "lazy" },
  // `npm run deploy` / `deploy:check` build the production environment into their own directory, so
  // they never replace the local build in build/ that `npm start` and the tests serve.
  buildDirectory: process.env.SITE_BUILD_DIR || "build",
} satisfies Config;
