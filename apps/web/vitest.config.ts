import { fileURLToPath } from "node:url";
import {
  configDefaults,
  type TestProjectInlineConfiguration,
} from "vitest/config";
import {
  REACT_LIBRARIES,
  TESTING_ON_PREACT,
} from "./scripts/react-on-preact.mjs";

const root = fileURLToPath(new URL(".", import.meta.url));

/** Builds the prerenderer with Vite, whose native resolver refuses a RegExp made in a VM context. */
const PRERENDER_TEST = "src/prerender.test.tsx";

/**
 * The ES module build of a package before its CommonJS one (react-remove-scroll and its kin name
 * both): only the first is loaded through Vite, with React's entry points on Preact.
 */
const ESM_FIRST = ["module", "jsnext:main", "jsnext"];

const shared = {
  root,
  environment: "jsdom" as const,
  // The first test of a file may wait for a lazy chunk to compile; on a busy 2-core machine that takes seconds.
  testTimeout: 15_000,
  server: { deps: { inline: REACT_LIBRARIES } },
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
    resolve: { alias: TESTING_ON_PREACT, mainFields: ESM_FIRST },
    test: {
      ...shared,
      name: "web",
      include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
      exclude: [...configDefaults.exclude, PRERENDER_TEST],
      pool: "vmThreads",
    },
  },
  {
    resolve: { alias: TESTING_ON_PREACT, mainFields: ESM_FIRST },
    test: { ...shared, name: "web-prerender", include: [PRERENDER_TEST] },
  },
];
