import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Pure unit tests of app/domain (and the content pack's schemas), in plain Node: no Worker, no React Router plugin.
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("../../app", import.meta.url)) } },
  test: {
    include: ["tests/unit/**/*.test.ts"],
    environment: "node",
    // Files share their worker's module cache (vitest measured ~8 s of per-file start-up here): nothing
    // mocks modules or stubs globals, and the console spies are restored after each test.
    isolate: false,
  },
});
