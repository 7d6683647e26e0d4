import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "core",
          root: "./packages/core",
          include: ["src/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        test: {
          name: "server",
          root: "./apps/server",
          include: ["src/**/*.test.ts", "test/**/*.test.ts"],
          environment: "node",
          setupFiles: ["../../vitest.setup-console.ts"],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      "./apps/web/vitest.config.ts",
    ],
  },
});
