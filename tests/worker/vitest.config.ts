import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Worker tests: the built Worker runs in workerd (wrangler's test harness) with real local D1, KV, R2
// and Queues; tests talk to it over HTTP, and to fakes of third parties that listen on 127.0.0.1.
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("../../app", import.meta.url)) } },
  test: {
    include: ["tests/worker/**/*.test.ts", "tests/hardening/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file starts its own workerd; two at once is what two cores carry comfortably.
    maxWorkers: 2,
    // Files share their worker's module cache: wrangler and the fixtures are imported once per worker, not
    // once per file (247 → 206 s for the stage here), and the files that need a site without options share
    // one per worker, emptied for each file (harness.ts; 220 → 187 s). Safe because no file mocks modules
    // or stubs globals.
    isolate: false,
  },
});
