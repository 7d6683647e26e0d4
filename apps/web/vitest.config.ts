import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";

export default defineProject({
  plugins: [react()],
  test: {
    name: "web",
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    environment: "jsdom",
    // The first test of a file may wait for a lazy chunk to compile; on a busy 2-core machine that takes seconds.
    testTimeout: 15_000,
    setupFiles: ["./vitest.setup.ts", "../../vitest.setup-console.ts"],
  },
});
