import { chmodSync, rmSync } from "node:fs";
import { connect, createServer, type Socket } from "node:net";
import { join } from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { BACKUP_MAGIC } from "./backup-file.ts";
import type { TakenBackup } from "./pglite-backup.ts";

/**
 * The running server's local control channel (docs/decisions/0019-backups-over-a-control-socket.md):
 * a Unix socket in DATA_DIR, readable and writable by the server's OS user only (0600), that
 * answers one request, `backup`, with a backup file's bytes. It is not on the network and not part
 * of the HTTP API; whoever can use it can already read the database files next to it. Backups are
 * taken one at a time: a request that comes during one waits for it to finish, then gets its own.
 */
export const CONTROL_SOCKET_NAME = "kosh.sock";

/** Unix socket paths are short (104 bytes with the final NUL on macOS, 108 on Linux). */
const MAX_SOCKET_PATH_BYTES = 103;
/** A request is one short line; anything longer is not ours. */
const MAX_REQUEST_BYTES = 64;
/** A backup client that goes quiet this long is dropped (the answer streams as soon as it is ready). */
const IDLE_MS = 5 * 60_000;

export function controlSocketPath(dataDir: string): string {
  return join(dataDir, CONTROL_SOCKET_NAME);
}

export interface ControlSocket {
  /** Stops taking requests and waits for a backup under way. */
  close(): Promise<void>;
}

export interface ControlSocketOptions {
  dataDir: string;
  /** Takes a backup (`takeBackup` on the server's PGlite). */
  backup: () => Promise<TakenBackup>;
  log: FastifyBaseLogger;
}

/**
 * Listens on DATA_DIR/kosh.sock. The caller holds the data directory's lock, so a socket file
 * already there is a crashed server's and is replaced. Resolves to undefined (and says so in the
 * log) when the path is too long for a Unix socket: backups then need the server stopped.
 */
export async function openControlSocket({
  dataDir,
  backup,
  log,
}: ControlSocketOptions): Promise<ControlSocket | undefined> {
  const path = controlSocketPath(dataDir);
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH_BYTES) {
    log.warn(
      { path },
      "DATA_DIR's path is too long for a Unix socket: `npm run backup` works only while the server is stopped",
    );
    return undefined;
  }
  rmSync(path, { force: true });

  const underWay = new Set<Promise<unknown>>();
  // Each backup waits for the one before (its snapshot and its compression): ten taken at once
  // queued ten snapshots on PGlite back to back, and every request waited behind all of them.
  let previous: Promise<void> = Promise.resolve();
  const server = createServer((socket) => {
    socket.setTimeout(IDLE_MS, () => socket.destroy());
    socket.on("error", () => undefined);
    let request = "";
    socket.on("data", (chunk: Buffer) => {
      request += chunk.toString("utf8");
      const end = request.indexOf("\n");
      if (end < 0 && request.length <= MAX_REQUEST_BYTES) return;
      socket.removeAllListeners("data");
      if (request.slice(0, end) !== "backup") {
        socket.end(`ERROR unknown request; this socket answers "backup"\n`);
        return;
      }
      const started = performance.now();
      const answered = previous.then(backup).then(
        ({ file, heldMs }) => {
          log.info(
            {
              bytes: file.byteLength,
              ms: Math.round(performance.now() - started),
              databaseHeldMs: heldMs,
            },
            "backup taken for npm run backup",
          );
          socket.end(file);
        },
        (error: unknown) => {
          log.error({ err: error }, "backup failed");
          socket.end(
            `ERROR the server could not take the backup: ${(error as Error).message}\n`,
          );
        },
      );
      previous = answered;
      underWay.add(answered);
      void answered.finally(() => underWay.delete(answered));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(path, () => {
      server.off("error", reject);
      resolve();
    });
  });
  // Only the server's own OS user may connect (connecting to a Unix socket needs write access).
  chmodSync(path, 0o600);
  log.info({ path }, "control socket for npm run backup");

  return {
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.all(underWay);
      rmSync(path, { force: true });
    },
  };
}

/** No server answers on DATA_DIR/kosh.sock (none runs, or it is too old to take backups). */
export class NoControlSocketError extends Error {
  override name = "NoControlSocketError";
}

/** Asks the server running on `dataDir` for a backup; resolves to the backup file's bytes. */
export function requestBackup(dataDir: string): Promise<Buffer> {
  const path = controlSocketPath(dataDir);
  return new Promise((resolve, reject) => {
    const socket: Socket = connect(path);
    const chunks: Buffer[] = [];
    socket.setTimeout(IDLE_MS, () =>
      socket.destroy(new Error(`${path} stopped answering`)),
    );
    socket.on("connect", () => socket.write("backup\n"));
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "ENOENT" || error.code === "ECONNREFUSED"
          ? new NoControlSocketError(`nothing answers on ${path}`)
          : error,
      ),
    );
    socket.on("end", () => {
      const answer = Buffer.concat(chunks);
      if (answer.subarray(0, BACKUP_MAGIC.length).toString() === BACKUP_MAGIC) {
        resolve(answer);
        return;
      }
      const text = answer.toString("utf8").trim();
      reject(
        new Error(
          text.startsWith("ERROR ")
            ? text.slice("ERROR ".length)
            : `the server's answer on ${path} was not a backup`,
        ),
      );
    });
  });
}
