import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { webProjects } from "./apps/web/vitest.config.ts";

/**
 * `npm test`, the fast suite: needs only Node. The core's unit and property tests, the web
 * components in jsdom, and the API through `app.inject()` on PGlite (apps/server/src).
 * The tests that need more — private PostgreSQL clusters, killed server processes, the fuzzer —
 * live in apps/server/test and run with `npm run test:reliability` (vitest.reliability.config.ts).
 */

/** The server's project settings, shared with vitest.reliability.config.ts. */
export const serverProject = {
  root: "./apps/server",
  environment: "node",
  setupFiles: ["../../vitest.setup-console.ts"],
  testTimeout: 20_000,
  hookTimeout: 60_000,
} as const;

export default defineConfig({
  test: {
    // One file per core (Vitest's default is one fewer: one at a time on the 2-core machine
    // `npm test` must finish on in 3 minutes). The server's files mostly wait on child processes,
    // timers and PGlite, so one file per core keeps both cores busy.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: "core",
          root: "./packages/core",
          include: ["src/**/*.test.ts"],
          environment: "node",
          // Pure functions, no module state: the files share one module graph per worker instead of
          // each importing it afresh (8 of the project's 13 CPU seconds).
          isolate: false,
        },
      },
      {
        test: {
          ...serverProject,
          name: "server",
          include: ["src/**/*.test.ts"],
          // Child processes, not worker threads: V8 keeps one registry of WebAssembly code pages per
          // process, and PGlite instances built and closed on several threads at once put it out of
          // step. Vitest then died of a V8 check (`jit_page_->allocations_.erase(addr) == 1`, CI on
          // 2026-12-01). One PGlite thread per process removes that race, and the run was faster:
          // 198 s against 229 s (docs/architecture.md#testing).
          pool: "forks",
          // The files of a worker share one module graph instead of importing the server afresh
          // each (a third of the project's CPU, measured 2026-11-28: 298 CPU-s isolated, 191 not).
          // It holds because each file builds its own server, database and SMTP capture through
          // its fixtures and keeps no state in modules; a file that spies on a global restores
          // it in its afterAll or afterEach.
          isolate: false,
        },
      },
      ...webProjects,
      {
        test: {
          // The test harness's own pieces (the typed API client), over real HTTP on loopback.
          name: "testing",
          root: "./testing",
          include: ["src/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        test: {
          // The bench's own parts (the scale bench's plan of rows, the load generator's connections);
          // its figures run by `npm run bench`.
          name: "bench",
          root: "./bench",
          include: ["figures/**/*.test.ts", "load/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        test: {
          name: "docs",
          root: "./scripts",
          include: ["*.test.mjs"],
          environment: "node",
        },
      },
    ],
  },
});
