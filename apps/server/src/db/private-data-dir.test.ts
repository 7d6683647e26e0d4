import { spawnSync } from "node:child_process";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { runBundled } from "../../test/child-process.ts";
import { preparedDataDir } from "../../test/test-database.ts";
import { loadConfig } from "../config.ts";
import { startKosh } from "../startup.ts";

/**
 * DATA_DIR holds everyone's data, so only the OS user running Kosh may enter it
 * (docs/architecture.md#data-at-rest): the server creates it 0700 and closes a wider one, saying
 * so in one line; the folder guards the files PGlite writes inside it. A directory the server
 * cannot write to stops it in one line.
 */

const SPAWN_TIMEOUT = 120_000;
let root: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "kosh-private-"));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const modeOf = (path: string) => statSync(path).mode & 0o777;

/** Starts and stops Kosh on `dataDir` as `npm start` does, returning what it warned about. */
async function startAndStop(dataDir: string): Promise<string[]> {
  const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
  const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
  try {
    const app = await startKosh(
      loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir }),
    );
    await app.close();
    return warn.mock.calls.map((call) => call.join(" "));
  } finally {
    log.mockRestore();
    warn.mockRestore();
  }
}

describe("the data directory", () => {
  it(
    "is created 0700 by the server, silently, with PGlite's files inside it",
    async () => {
      const dataDir = join(root, "fresh", "data");

      const warned = await startAndStop(dataDir);

      expect(modeOf(dataDir)).toBe(0o700);
      expect(existsSync(join(dataDir, "pglite", "PG_VERSION"))).toBe(true);
      expect(warned).toEqual([]);
    },
    SPAWN_TIMEOUT,
  );

  it(
    "is closed to other users when it was open (0755), in one line",
    async () => {
      // A directory the server ran on before, opened since (as a careless copy or chmod does).
      const dataDir = join(root, "open");
      await preparedDataDir(dataDir);
      chmodSync(dataDir, 0o755);

      const warned = await startAndStop(dataDir);

      expect(modeOf(dataDir)).toBe(0o700);
      expect(warned).toEqual([
        `DATA_DIR ${dataDir} was open to other users (0755); closed it to this OS user (0700).`,
      ]);
    },
    SPAWN_TIMEOUT,
  );

  it(
    "that the server cannot write to stops it in one line",
    async () => {
      const dataDir = join(root, "read-only");
      mkdirSync(dataDir);
      writeFileSync(join(dataDir, "notes.txt"), "mine\n");
      chmodSync(dataDir, 0o555);
      chmodSync(root, 0o711);
      // Root writes anywhere: as root, the server runs as `nobody`, to whom the directory is read-only too.
      const asAnotherUser =
        process.getuid?.() === 0 ? { uid: 65_534, gid: 65_534 } : {};
      const nodeForThem = spawnSync(
        process.execPath,
        ["--version"],
        asAnotherUser,
      );
      expect(
        nodeForThem.error,
        `${process.execPath} must be runnable by uid 65534: put Node in a folder other users may enter`,
      ).toBeUndefined();

      const { code, stdout, stderr } = await (
        await runBundled(
          "server",
          [],
          { DATA_DIR: dataDir, PORT: "0" },
          asAnotherUser,
        )
      ).finished;

      expect(code, stdout).toBe(1);
      expect(stderr.trim().split("\n"), stderr).toEqual([
        expect.stringContaining(
          `Kosh cannot write to ${dataDir} (DATA_DIR) as this OS user`,
        ),
      ]);
      expect(readdirSync(dataDir)).toEqual(["notes.txt"]);
    },
    SPAWN_TIMEOUT,
  );
});
