import {
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  printed,
  runBundled,
  runTypeScript,
} from "../../test/child-process.ts";
import {
  acquireDataDirLock,
  DataDirLockedError,
  LOCK_FILE_NAME,
} from "./data-dir-lock.ts";

const SPAWN_TIMEOUT = 120_000;
const directories: string[] = [];
const children: { kill(signal?: NodeJS.Signals): boolean }[] = [];

function freshDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "kosh-lock-"));
  directories.push(dir);
  return dir;
}

/** Another process holding the directory's lock, as a running server does. */
async function holdLockInAnotherProcess(dataDir: string) {
  const holder = runTypeScript("test/hold-data-dir-lock.ts", [dataDir], {});
  children.push(holder.child);
  await printed(holder.child, "locked");
  const pid = holder.child.pid;
  if (pid === undefined) throw new Error("the holder has no pid");
  return { pid, child: holder.child, finished: holder.finished };
}

afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
  for (const dir of directories.splice(0))
    rmSync(dir, { recursive: true, force: true });
});

describe("the data directory lock", () => {
  it(
    "makes a second server on the same directory exit at once, naming the process that holds it",
    async () => {
      const dataDir = freshDataDir();
      const holder = await holdLockInAnotherProcess(dataDir);

      const server = await runBundled("server", [], {
        DATA_DIR: dataDir,
        PORT: "0",
      });
      const { code, stderr } = await server.finished;

      expect(code).toBe(1);
      expect(stderr).toContain(
        `Another Kosh process (pid ${holder.pid}) is using the data directory ${dataDir}.`,
      );
      // It stopped before opening the database: PGlite never touched the directory.
      expect(existsSync(join(dataDir, "pglite"))).toBe(false);
    },
    SPAWN_TIMEOUT,
  );

  it(
    "is taken over when the process that left it was killed",
    async () => {
      const dataDir = freshDataDir();
      const holder = await holdLockInAnotherProcess(dataDir);
      holder.child.kill("SIGKILL");
      await holder.finished;
      expect(readFileSync(join(dataDir, LOCK_FILE_NAME), "utf8").trim()).toBe(
        String(holder.pid),
      );

      const lock = acquireDataDirLock(dataDir);

      expect(readFileSync(lock.path, "utf8").trim()).toBe(String(process.pid));
      lock.release();
      expect(existsSync(lock.path)).toBe(false);
    },
    SPAWN_TIMEOUT,
  );

  it("refuses a second holder in the same process until the first releases it", () => {
    const dataDir = freshDataDir();
    const first = acquireDataDirLock(dataDir);

    expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError);
    first.release();
    const second = acquireDataDirLock(dataDir);
    second.release();
  });

  it("treats a lock file with no pid in it as stale", () => {
    const dataDir = freshDataDir();
    writeFileSync(join(dataDir, LOCK_FILE_NAME), "");

    const lock = acquireDataDirLock(dataDir);

    expect(readFileSync(lock.path, "utf8").trim()).toBe(String(process.pid));
    lock.release();
  });
});
