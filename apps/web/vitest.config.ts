import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import {
  configDefaults,
  type TestProjectInlineConfiguration,
} from "vitest/config";

const root = fileURLToPath(new URL(".", import.meta.url));

/** Builds the prerenderer with Vite, whose native resolver refuses a RegExp made in a VM context. */
const PRERENDER_TEST = "src/prerender.test.tsx";

const shared = {
  root,
  environment: "jsdom" as const,
  // The first test of a file may wait for a lazy chunk to compile; on a busy 2-core machine that takes seconds.
  testTimeout: 15_000,
  setupFiles: ["./vitest.setup.ts", "../../vitest.setup-console.ts"],
};

/**
 * The web projects of `npm test` (docs/architecture.md#testing). `web` runs each file in a VM context
 * of a reused worker thread (`vmThreads`): a fresh jsdom and fresh modules per file as before,
 * without a new process and its imports each time, at half the CPU of the default pool. The
 * prerender test runs in `web-prerender`, in a process of its own (the default pool).
 */
export const webProjects: TestProjectInlineConfiguration[] = [
  {
    plugins: [react()],
    test: {
      ...shared,
      name: "web",
      include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
      exclude: [...configDefaults.exclude, PRERENDER_TEST],
      pool: "vmThreads",
    },
  },
  {
    plugins: [react()],
    test: { ...shared, name: "web-prerender", include: [PRERENDER_TEST] },
  },
];
