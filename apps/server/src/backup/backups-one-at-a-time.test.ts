import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { preparedDataDir } from "../../test/test-database.ts";
import type { App } from "../app.ts";
import { loadConfig } from "../config.ts";
import { startKosh } from "../startup.ts";
import { decodeBackup } from "./backup-file.ts";
import { requestBackup } from "./control-socket.ts";

/**
 * Several `npm run backup` at once against a running server (docs/decisions/0019-backups-over-a-control-socket.md):
 * the server takes them one after the other, so the writes of the people using it go on between
 * them instead of waiting behind snapshots held back to back. Three show it as well as ten would:
 * two gaps between snapshots, each of which must hold writes.
 */

/** How many backups are asked for at once. */
const AT_ONCE = 3;

let dataDir: string;
let app: App;

beforeAll(async () => {
  vi.spyOn(console, "log").mockImplementation(() => undefined);
  dataDir = mkdtempSync(join(tmpdir(), "kosh-backups-"));
  await preparedDataDir(dataDir);
  app = await startKosh(loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir }));
  // A table of this test's own: each snapshot's header counts the rows written before it.
  await app.db.execute(sql`create table written (id serial primary key)`);
}, 120_000);

afterAll(async () => {
  await app?.close();
  vi.restoreAllMocks();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("backups asked for at once", () => {
  it("are each answered, one after the other, with writes going on between them", async () => {
    let writing = true;
    let written = 0;
    const writer = (async () => {
      while (writing) {
        await app.db.execute(sql`insert into written default values`);
        written += 1;
        // As requests do, each write comes from the event loop (PGlite answers without leaving it).
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    await vi.waitFor(() => expect(written).toBeGreaterThan(10));

    const answers = await Promise.all(
      Array.from({ length: AT_ONCE }, () => requestBackup(dataDir)),
    );
    writing = false;
    await writer;

    const seen = answers
      .map((file) => decodeBackup(file, "the answer").header.rows.written ?? 0)
      .sort((a, b) => a - b);
    // Writes went on between one snapshot and the next (taken at once: 1 write between each,
    // the writer held for the whole batch; one at a time: over 1,000 on this machine).
    const between = seen.slice(1).map((count, index) => count - seen[index]!);
    expect(Math.min(...between), seen.join(", ")).toBeGreaterThan(20);
  }, 120_000);
});
