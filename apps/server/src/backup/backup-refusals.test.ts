import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Finished,
  printed,
  runCommand,
  runTypeScript,
} from "../../test/child-process.ts";
import { preparedDataDir } from "../../test/test-database.ts";
import { LOCK_FILE_NAME } from "../db/data-dir-lock.ts";
import { openDatabase } from "../db/open-database.ts";
import { type Backup, decodeBackup, encodeBackup } from "./backup-file.ts";
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
  runCommand("backup", [file], env);
const restore = (file: string, env: Record<string, string>) =>
  runCommand("restore", [file], env);

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

/** A ustar archive of the given entries (type "0" a file, "5" a folder, "2" a symbolic link). */
function tarOf(
  entries: { path: string; type?: string; body?: string; link?: string }[],
): Buffer {
  const blocks = entries.flatMap(
    ({ path, type = "0", body = "", link = "" }) => {
      const header = Buffer.alloc(512);
      const put = (text: string, at: number) => header.write(text, at, "utf8");
      put(path, 0);
      put("0000644\0", 100);
      put("0000000\0", 108);
      put("0000000\0", 116);
      put(`${Buffer.byteLength(body).toString(8).padStart(11, "0")}\0`, 124);
      put("00000000000\0", 136);
      put("        ", 148);
      put(type, 156);
      put(link, 157);
      put("ustar\0" + "00", 257);
      const sum = header.reduce((total, byte) => total + byte, 0);
      put(`${sum.toString(8).padStart(6, "0")}\0 `, 148);
      const data = Buffer.alloc(Math.ceil(Buffer.byteLength(body) / 512) * 512);
      data.write(body);
      return [header, data];
    },
  );
  return Buffer.concat([...blocks, Buffer.alloc(1024)]);
}

/** The good backup with another payload, sealed as `npm run backup` seals it. */
const resealed = (good: Backup, payload: Uint8Array) =>
  encodeBackup(good.header, payload).file;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "kosh-backup-refusals-"));
  sourceDir = join(root, "source");
  goodBackup = join(root, "good.kosh");
  await preparedDataDir(sourceDir);
  const database = await openDatabase({ DATA_DIR: sourceDir });
  try {
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
    "crafted files, in one line, leaving DATA_DIR as it was: edited counts, a payload that is not gzip, a tar that leaves its folder or links out of it",
    async () => {
      const bytes = readFileSync(goodBackup);
      const good = decodeBackup(bytes, goodBackup);
      const usersAt = bytes.indexOf('"users":0');
      const editedHeader = Buffer.from(bytes);
      editedHeader.write('"users":7', usersAt);
      const escaping = (entry: Parameters<typeof tarOf>[0][number]) =>
        resealed(
          good,
          gzipSync(tarOf([{ path: "PG_VERSION", body: "18\n" }, entry])),
        );
      const files: Record<string, [Buffer, string]> = {
        "edited-count": [editedHeader, "is damaged"],
        "resealed-count": [
          encodeBackup(
            { ...good.header, rows: { ...good.header.rows, users: 7 } },
            good.payload,
          ).file,
          "does not hold the rows its header counts (users)",
        ],
        "not-gzip": [
          resealed(
            good,
            Buffer.from("PGlite's data directory, not compressed"),
          ),
          "does not hold a compressed data directory",
        ],
        "dot-dot": [
          escaping({ path: "base/../../escaped.txt", body: "x" }),
          'holds a path outside its folder ("base/../../escaped.txt")',
        ],
        symlink: [
          escaping({ path: "pg_wal", type: "2", link: "/etc" }),
          'holds a link or device ("pg_wal")',
        ],
      };
      for (const [name, [crafted]] of Object.entries(files))
        writeFileSync(join(root, `${name}.kosh`), crafted);
      const into = (name: string) => join(root, `crafted-${name}`);
      // One DATA_DIR exists already, empty: it must stay so.
      mkdirSync(into("resealed-count"), { mode: 0o700 });

      const results = await Promise.all(
        Object.keys(files).map((name) =>
          restore(join(root, `${name}.kosh`), { DATA_DIR: into(name) }),
        ),
      );

      for (const [index, [name, [, message]]] of Object.entries(
        files,
      ).entries()) {
        expect(refusedInOneLine(results[index]!), name).toContain(
          `${name}.kosh ${message}`,
        );
        if (name === "resealed-count")
          expect(readdirSync(into(name)), name).toEqual([]);
        else expect(existsSync(into(name)), name).toBe(false);
      }
      expect(
        readdirSync(root).filter((entry) => entry.includes("restoring")),
      ).toEqual([]);
      expect(existsSync(join(root, "escaped.txt"))).toBe(false);
    },
    SPAWN_TIMEOUT,
  );

  it(
    "nothing made before the header was sealed: a backup of format 1 is still restored",
    async () => {
      const good = decodeBackup(readFileSync(goodBackup), goodBackup);
      const header = {
        ...good.header,
        format: 1,
        payload: {
          ...good.header.payload,
          sha256: createHash("sha256").update(good.payload).digest("hex"),
        },
      };
      const formatOne = join(root, "format-1.kosh");
      writeFileSync(
        formatOne,
        Buffer.concat([
          Buffer.from(`KOSH-BACKUP ${JSON.stringify(header)}\n`),
          good.payload,
        ]),
      );
      const dataDir = join(root, "from-format-1");

      const result = await restore(formatOne, { DATA_DIR: dataDir });

      expect(result, result.stderr).toMatchObject({ code: 0, stderr: "" });
      expect(existsSync(join(dataDir, "pglite", "PG_VERSION"))).toBe(true);
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    },
    SPAWN_TIMEOUT,
  );

  it(
    "a data directory that is not empty, in one line, and leaves it as it was",
    async () => {
      const dataDir = join(root, "not-empty");
      mkdirSync(dataDir, { mode: 0o700 });
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
