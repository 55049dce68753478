import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 8799);
export const BASE_URL = `http://localhost:${PORT}`;

// End-to-end against the production build served by wrangler/workerd, in Debian's Chromium.
export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: BASE_URL,
    // Recording a trace costs every test CPU (snapshots of each step): only a retried test records one.
    trace: "on-first-retry",
    launchOptions: {
      // Chromium's headless shell, the browser Playwright itself runs headless tests in: the same Blink
      // without the full browser's windows and UI, about 20 % less CPU for this suite (decision 0040).
      executablePath: process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic",
        // No host but the test server's resolves: nothing reaches the internet (fixtures.ts fakes the scheduler and analytics where a test asks).
        "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE *.localhost, EXCLUDE 127.0.0.1"],
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } } },
  ],
  webServer: {
    command: `bash tests/e2e/serve.sh ${PORT}`,
    cwd: "../..",
    url: `http://127.0.0.1:${PORT}/`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
  },
});
