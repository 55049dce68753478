import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// `npm run bench:content-outage`: a measurement, not part of `npm test` (decision 0060).
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("../../app", import.meta.url)) } },
  test: { include: ["bench/content-outage/*.test.ts"], environment: "node", hookTimeout: 60_000 },
});
