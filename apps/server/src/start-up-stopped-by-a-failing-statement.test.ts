import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { runBundled } from "../test/child-process.ts";
import { fillTheDiskFor } from "../test/full-disk.ts";
import { preparedDataDir } from "../test/test-database.ts";
import { loadConfig } from "./config.ts";
import { openDatabase } from "./db/open-database.ts";
import { startKosh } from "./startup.ts";

/** What a person's own data looks like in the statement that fails: their address. */
const ADMIN_EMAIL = "holder-55501234567@example.com";

describe("a start-up stopped by a failing statement", () => {
  let dataDir: string;
  beforeAll(async () => {
    // A directory Kosh has started on before, its admin since disabled (so the next start invites
    // ADMIN_EMAIL); then its disk fills.
    dataDir = mkdtempSync(join(tmpdir(), "kosh-start-failure-"));
    await preparedDataDir(dataDir);
    const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir });
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    try {
      await (await startKosh(config)).close();
    } finally {
      log.mockRestore();
    }
    const database = await openDatabase(config);
    await database.db.execute(sql`update users set disabled_at = now()`);
    await fillTheDiskFor(database.db, "users");
    await database.close();
  }, 120_000);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("says so in one line, with the statement and the database's words but not the values", async () => {
    const { child, finished } = await runBundled("server", [], {
      DATA_DIR: dataDir,
      ADMIN_EMAIL,
      PORT: "0",
    });
    // Were it to start after all, the test ends instead of waiting on a server.
    const stop = setTimeout(() => child.kill("SIGKILL"), 60_000);
    const { code, stdout, stderr } = await finished;
    clearTimeout(stop);

    expect(code).toBe(1);
    expect(stderr.trim().split("\n")).toEqual([
      expect.stringMatching(
        /^Kosh could not start: Failed query: insert into "users" .*: could not extend file "base\/5\/16384": No space left on device$/,
      ),
    ]);
    expect(stdout + stderr).not.toContain("55501234567");
  }, 120_000);
});
