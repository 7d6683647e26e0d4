import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Finished,
  printed,
  runTypeScript,
} from "../../test/child-process.ts";
import { LOCK_FILE_NAME } from "../db/data-dir-lock.ts";
import { openDatabase } from "../db/open-database.ts";
import { decodeBackup, encodeBackup } from "./backup-file.ts";
import { takeBackup } from "./pglite-backup.ts";

/**
 * What `npm run backup` and `npm run restore` refuse, each with a message for the person at the
 * terminal and nothing written (docs/decisions/0019-backups-over-a-control-socket.md). The round
 * trip itself is backup-round-trip.test.ts.
 */

const SPAWN_TIMEOUT = 180_000;

let root: string;
/** A data directory with a migrated database, and a good backup of it. */
let sourceDir: string;
let goodBackup: string;

const backup = (file: string, env: Record<string, string>) =>
  runTypeScript("src/cli/backup.ts", [file], env).finished;
const restore = (file: string, env: Record<string, string>) =>
  runTypeScript("src/cli/restore.ts", [file], env).finished;

/** Refused with exit code 1 and a message of exactly one line. */
function refusedInOneLine(result: Finished): string {
  expect(result.code, result.stdout).toBe(1);
  const lines = result.stderr.trim().split("\n");
  expect(lines, result.stderr).toHaveLength(1);
  return lines[0]!;
}

/** Runs `test` while another process holds `dataDir`'s lock as a running server does. */
async function whileLocked<T>(
  dataDir: string,
  test: (holderPid: number) => Promise<T>,
): Promise<T> {
  const holder = runTypeScript("test/hold-data-dir-lock.ts", [dataDir], {});
  try {
    await printed(holder.child, "locked");
    return await test(holder.child.pid!);
  } finally {
    holder.child.kill("SIGKILL");
    await holder.finished;
  }
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "kosh-backup-refusals-"));
  sourceDir = join(root, "source");
  goodBackup = join(root, "good.kosh");
  const database = await openDatabase({ DATA_DIR: sourceDir });
  try {
    await database.migrate();
    writeFileSync(
      goodBackup,
      (await takeBackup(database.pglite!.client, new Date())).file,
    );
  } finally {
    await database.close();
  }
}, SPAWN_TIMEOUT);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("npm run restore refuses", () => {
  it(
    "a file that is not a Kosh backup, a damaged one, and one from a newer Kosh, before touching DATA_DIR",
    async () => {
      const good = decodeBackup(readFileSync(goodBackup), goodBackup);
      const files = {
        // PGlite's own dump of a data directory, without the line that says what it is.
        bare: good.payload,
        cut: readFileSync(goodBackup).subarray(0, 100_000),
        newer: encodeBackup(
          {
            ...good.header,
            migrations: [...good.header.migrations, 4_102_444_800_000],
          },
          good.payload,
        ).file,
      };
      for (const [name, bytes] of Object.entries(files))
        writeFileSync(join(root, `${name}.kosh`), bytes);
      const into = (name: string) => join(root, `never-${name}`);

      const [bare, cut, newer] = await Promise.all(
        Object.keys(files).map((name) =>
          restore(join(root, `${name}.kosh`), { DATA_DIR: into(name) }),
        ),
      );

      expect(refusedInOneLine(bare!)).toBe(
        `${join(root, "bare.kosh")} is not a Kosh backup (made by \`npm run backup\`); nothing was restored.`,
      );
      expect(refusedInOneLine(cut!)).toContain("cut.kosh is damaged");
      expect(refusedInOneLine(newer!)).toContain(
        "newer.kosh was made by a newer version of Kosh",
      );
      for (const name of Object.keys(files))
        expect(existsSync(into(name)), name).toBe(false);
    },
    SPAWN_TIMEOUT,
  );

  it(
    "a data directory that is not empty, in one line, and leaves it as it was",
    async () => {
      const dataDir = join(root, "not-empty");
      mkdirSync(dataDir);
      writeFileSync(join(dataDir, "notes.txt"), "mine\n");

      const result = await restore(goodBackup, { DATA_DIR: dataDir });

      expect(refusedInOneLine(result)).toBe(
        `${dataDir} is not empty (it holds notes.txt): restore writes only into an empty DATA_DIR; ` +
          `set DATA_DIR to a new directory or move this one aside.`,
      );
      expect(readdirSync(dataDir)).toEqual(["notes.txt"]);
    },
    SPAWN_TIMEOUT,
  );

  it(
    "while a server holds the data directory",
    async () => {
      const dataDir = join(root, "held");

      const result = await whileLocked(dataDir, async (pid) => {
        const answer = await restore(goodBackup, { DATA_DIR: dataDir });
        expect(answer.stderr).toContain(
          `The Kosh server (pid ${pid}) is running on ${dataDir}`,
        );
        expect(readdirSync(dataDir)).toEqual([LOCK_FILE_NAME]);
        return answer;
      });

      expect(result.code).toBe(1);
      expect(result.stderr).toContain("Stop it first");
    },
    SPAWN_TIMEOUT,
  );
});

describe("npm run backup refuses", () => {
  it(
    "an existing file, a DATA_DIR without a database, and a running server that does not answer on its socket",
    async () => {
      const empty = join(root, "no-database");
      mkdirSync(empty);

      const [existing, nothing] = await Promise.all([
        backup(goodBackup, { DATA_DIR: sourceDir }),
        backup(join(root, "nothing.kosh"), { DATA_DIR: empty }),
      ]);
      const silent = await whileLocked(sourceDir, () =>
        backup(join(root, "silent.kosh"), { DATA_DIR: sourceDir }),
      );

      expect(refusedInOneLine(existing)).toBe(
        `${goodBackup} already exists; a backup never overwrites a file. Name a new file.`,
      );
      expect(refusedInOneLine(nothing)).toBe(
        `There is no Kosh database in ${empty} (DATA_DIR) to back up.`,
      );
      expect(silent.code).toBe(1);
      expect(silent.stderr).toContain(
        `It does not answer backups on ${join(sourceDir, "kosh.sock")}`,
      );
      expect(existsSync(join(root, "nothing.kosh"))).toBe(false);
      expect(existsSync(join(root, "silent.kosh"))).toBe(false);
      expect(readdirSync(empty)).toEqual([]);
    },
    SPAWN_TIMEOUT,
  );
});

describe("with DATABASE_URL set", () => {
  it(
    "both commands point to PostgreSQL's pg_dump and pg_restore instead",
    async () => {
      const env = {
        DATABASE_URL: "postgres://kosh@127.0.0.1:1/kosh",
        DATA_DIR: sourceDir,
      };

      const [made, restored] = await Promise.all([
        backup(join(root, "postgres.kosh"), env),
        restore(goodBackup, env),
      ]);

      for (const result of [made, restored]) {
        expect(result.code).toBe(1);
        expect(result.stderr).toContain("pg_dump --format=custom");
        expect(result.stderr).toContain("pg_restore");
      }
      expect(existsSync(join(root, "postgres.kosh"))).toBe(false);
    },
    SPAWN_TIMEOUT,
  );
});
