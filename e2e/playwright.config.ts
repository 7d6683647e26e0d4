import { defineConfig } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "@kosh/testing/chromium";
import { freePortSync } from "@kosh/testing/free-port";

// Chosen once in the runner process; workers inherit it, so every process agrees on the URL.
process.env.KOSH_E2E_PORT ??= String(freePortSync());

const chromium = {
  browserName: "chromium" as const,
  launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
};

/**
 * Every spec runs on desktop; a test tagged `@mobile` (`test('…', { tag: '@mobile' }, …)`) also
 * runs on a 390 px phone. Mobile is opt-in to keep CI time down on two cores.
 */
export default defineConfig({
  testDir: "./specs",
  globalSetup: "./setup/global-setup.ts",
  fullyParallel: false,
  // One server and two CPU cores are shared by all tests. Two workers ran the suite in 17.5 min
  // instead of 21.8 (2026-12-02), at a load average of 9-12: one keeps a slower machine's
  // timeouts safe, where CI's time matters most.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  use: {
    baseURL: `http://127.0.0.1:${process.env.KOSH_E2E_PORT}`,
    trace: "retain-on-first-failure",
    screenshot: "only-on-failure",
    locale: "en-IN",
    timezoneId: "Asia/Kolkata",
  },
  projects: [
    {
      name: "desktop",
      use: { ...chromium, viewport: { width: 1280, height: 800 } },
    },
    {
      name: "mobile",
      grep: /@mobile/,
      use: {
        ...chromium,
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
});
