import { defineConfig } from "vitest/config";
import { serverProject } from "./vitest.config.ts";

/**
 * `npm run test:reliability`: the tests that need more than Node, in apps/server/test —
 * faults (private PostgreSQL clusters made with `initdb` and stopped under load, SMTP down),
 * process (the built server killed with SIGTERM and SIGKILL) and fuzz (thousands of generated
 * requests to every route). The PostgreSQL server programs must be installed (Debian's
 * `postgresql` package); see apps/server/test/private-postgres.ts for where they are looked up.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...serverProject,
          name: "reliability",
          include: ["test/**/*.test.ts"],
        },
      },
    ],
  },
});
