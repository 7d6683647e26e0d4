import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  printed,
  runCommand,
  runTypeScript,
} from "../../test/child-process.ts";
import {
  createTestDatabase,
  preparedDataDir,
} from "../../test/test-database.ts";
import { openDatabase } from "../db/open-database.ts";
import { findActiveUserByEmail } from "../modules/users/users.repo.ts";

const SPAWN_TIMEOUT = 180_000;

const invite = (args: string[], env: Record<string, string | undefined>) =>
  runCommand("invite", args, env);

describe("npm run invite", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "kosh-invite-"));
    await preparedDataDir(dataDir);
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it(
    "invites an address into the PGlite directory of a stopped server, then promotes it with --admin",
    async () => {
      const env = { DATA_DIR: dataDir };

      const first = await invite(["  Priya@Example.com "], env);
      const second = await invite(["priya@example.com", "--admin"], env);

      expect(first).toMatchObject({ code: 0, stderr: "" });
      expect(first.stdout).toContain("Invited priya@example.com as a user.");
      expect(second.stdout).toContain(
        "priya@example.com was already invited; promoted to admin.",
      );
      const database = await openDatabase({ DATA_DIR: dataDir });
      try {
        const user = await findActiveUserByEmail(
          database.db,
          "priya@example.com",
        );
        expect(user?.role).toBe("admin");
      } finally {
        await database.close();
      }
    },
    SPAWN_TIMEOUT,
  );

  it(
    "refuses while a server holds the PGlite directory, and points to the admin panel",
    async () => {
      const holder = runTypeScript("test/hold-data-dir-lock.ts", [dataDir], {});
      try {
        await printed(holder.child, "locked");

        const result = await invite(["late@example.com"], {
          DATA_DIR: dataDir,
          PUBLIC_URL: "http://kosh.example",
        });

        expect(result.code).toBe(1);
        expect(result.stderr).toContain(
          `The Kosh server (pid ${holder.child.pid}) is running on ${dataDir}`,
        );
        expect(result.stderr).toContain("http://kosh.example/admin");
      } finally {
        holder.child.kill("SIGKILL");
        await holder.finished;
      }
    },
    SPAWN_TIMEOUT,
  );

  it(
    "explains its usage when the address is missing or not an address",
    async () => {
      const [missing, wrong] = await Promise.all([
        invite([], {}),
        invite(["not-an-address"], {}),
      ]);

      expect(missing.code).toBe(1);
      expect(missing.stderr).toContain(
        "Usage: npm run invite -- <email> [--admin]",
      );
      expect(wrong.code).toBe(1);
      expect(wrong.stderr).toContain("not-an-address: Email is invalid");
    },
    SPAWN_TIMEOUT,
  );
});

// Needs a PostgreSQL server, which `npm test` on a bare machine does not have; `npm run test:pg` runs it.
describe.runIf(process.env.TEST_DATABASE_URL)(
  "npm run invite with DATABASE_URL",
  () => {
    it(
      "invites into PostgreSQL even while a server holds the PGlite directory's lock",
      async () => {
        const database = await createTestDatabase();
        const dataDir = mkdtempSync(join(tmpdir(), "kosh-invite-pg-"));
        const holder = runTypeScript(
          "test/hold-data-dir-lock.ts",
          [dataDir],
          {},
        );
        try {
          await printed(holder.child, "locked");

          const result = await invite(["ravi@example.com", "--admin"], {
            DATABASE_URL: database.connectionString,
            DATA_DIR: dataDir,
          });

          expect(result.code).toBe(0);
          expect(result.stdout).toContain(
            "Invited ravi@example.com as an admin.",
          );
          const user = await findActiveUserByEmail(
            database.db,
            "ravi@example.com",
          );
          expect(user?.role).toBe("admin");
        } finally {
          holder.child.kill("SIGKILL");
          await holder.finished;
          await database.close();
          rmSync(dataDir, { recursive: true, force: true });
        }
      },
      SPAWN_TIMEOUT,
    );
  },
);
