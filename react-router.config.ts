import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // The whole route manifest ships with the page (~3 KB gzip for this site's routes) instead of being
  // fetched and patched in after hydration for every link on screen: less main-thread work on load.
  routeDiscovery: { mode: "lazy" },
  // `npm run deploy` / `deploy:check` build the production environment into their own directory, so
  // they never replace the local build in build/ that `npm start` and the tests serve.
  buildDirectory: process.env.SITE_BUILD_DIR || "build",
} satisfies Config;
