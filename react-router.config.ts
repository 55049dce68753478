import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // `npm run deploy` / `deploy:check` build the production environment into their own directory, so
  // they never replace the local build in build/ that `npm start` and the tests serve.
  buildDirectory: process.env.SITE_BUILD_DIR || "build",
} satisfies Config;
