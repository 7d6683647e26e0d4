import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { appendFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { healthEndpoints } from "@kosh/core/api/health";
import { ensureBuilt } from "../../scripts/ensure-built.mjs";
import { freePort } from "./free-port.ts";

/** The admin the harness's servers invite at start-up (their ADMIN_EMAIL), as `npm start` does outside production. */
export const ADMIN_EMAIL = "admin@example.com";

/** The repository root, whatever the current directory of the caller. */
export const repoRoot = fileURLToPath(new URL("../../", import.meta.url));

/** Builds the web app and bundles the server when out of date, as `npm start` does before it serves. */
export { ensureBuilt };

export interface KoshServerOptions {
  /** A port of the OS's choosing when absent. */
  port?: number;
  /** A throw-away folder when absent, deleted by `stop()`; a given one is left in place. */
  dataDir?: string;
  /** Also appends everything the server writes here, for a person reading a failure later. */
  logFile?: string;
  /** Extra environment, e.g. SMTP_URL, ADMIN_EMAIL, NODE_ENV, LOG_LEVEL, DATABASE_URL. */
  env?: Record<string, string>;
  /** How long to wait for the first 200 on /api/health (a first start may build the web app). */
  timeoutMs?: number;
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface KoshServer {
  /** `http://127.0.0.1:<port>`. */
  baseUrl: string;
  port: number;
  dataDir: string;
  /** The server's own process: `npm start`'s script runs the server in itself. */
  child: ChildProcess;
  pid: number;
  /** Milliseconds from spawning `npm start`'s script to the first 200 on /api/health. */
  startupMs: number;
  /** The server's JSON log lines so far, parsed (other lines are left out). */
  log(): Record<string, unknown>[];
  /** Resolves once the log so far satisfies `condition`, or rejects after `timeoutMs`. */
  logShows(
    condition: (log: Record<string, unknown>[]) => boolean,
    timeoutMs?: number,
  ): Promise<void>;
  /** Everything the server wrote, for a failure message. */
  output(): string;
  exited: Promise<Exit>;
  /** SIGTERM to the server and whatever it spawned, SIGKILL after 10 s; deletes a throw-away data folder. */
  stop(): Promise<void>;
}

/**
 * Runs the real server as `npm start` does (`node scripts/start.mjs`) in a process of its own, on
 * loopback, and waits for the first 200 on /api/health.
 */
export async function startKoshServer(
  options: KoshServerOptions = {},
): Promise<KoshServer> {
  const port = options.port ?? (await freePort());
  const ownDataDir = options.dataDir === undefined;
  const dataDir =
    options.dataDir ?? mkdtempSync(join(tmpdir(), "kosh-server-"));
  const baseUrl = `http://127.0.0.1:${port}`;
  const timeoutMs = options.timeoutMs ?? 180_000;
  const startedAt = performance.now();
  // Its own process group, so stopping it also stops whatever it spawned (a build).
  const child = spawn(process.execPath, [join(repoRoot, "scripts/start.mjs")], {
    cwd: repoRoot,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: serverEnv({ ...options, port, dataDir }),
  });

  let output = "";
  let partial = "";
  const lines: Record<string, unknown>[] = [];
  const waiters = new Set<() => void>();
  const take = (chunk: Buffer, fromStdout: boolean) => {
    const text = chunk.toString();
    output += text;
    if (options.logFile) appendFileSync(options.logFile, text);
    if (!fromStdout) return;
    partial += text;
    const complete = partial.split("\n");
    partial = complete.pop() ?? "";
    for (const line of complete) {
      if (line.startsWith("{")) lines.push(JSON.parse(line) as never);
    }
    for (const wake of waiters) wake();
  };
  child.stdout.on("data", (chunk: Buffer) => take(chunk, true));
  child.stderr.on("data", (chunk: Buffer) => take(chunk, false));

  let exit: Exit | undefined;
  const exited = new Promise<Exit>((resolve) =>
    child.once("exit", (code, signal) => {
      exit = { code, signal };
      resolve(exit);
    }),
  );
  const stop = async () => {
    await stopProcessGroup(child, exited);
    if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = startedAt + timeoutMs;
  for (;;) {
    if (exit) {
      throw new Error(
        `The server exited (code ${exit.code}, signal ${exit.signal}) before answering ${healthEndpoints.health.path}.\n${tail(output)}`,
      );
    }
    if (await healthy(baseUrl)) break;
    if (performance.now() > deadline) {
      await stop();
      throw new Error(
        `The server did not answer ${healthEndpoints.health.path} within ${timeoutMs} ms.\n${tail(output)}`,
      );
    }
    await sleep(20);
  }

  return {
    baseUrl,
    port,
    dataDir,
    child,
    pid: child.pid!,
    startupMs: performance.now() - startedAt,
    log: () => lines,
    output: () => output,
    exited,
    stop,
    logShows(condition, waitMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (!condition(lines)) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(
              `The log did not show it within ${waitMs} ms:\n${tail(output)}`,
            ),
          );
        }, waitMs);
        waiters.add(check);
        check();
      });
    },
  };
}

/** `npm run invite -- <email>` against a data directory, while no server holds its lock. */
export function inviteUser(
  email: string,
  options: { dataDir: string; env?: Record<string, string> },
): void {
  const result = spawnSync("npm", ["run", "--silent", "invite", "--", email], {
    cwd: repoRoot,
    encoding: "utf8",
    env: serverEnv(options),
  });
  if (result.status !== 0) {
    throw new Error(
      `npm run invite -- ${email} failed (exit ${result.status}):\n${result.stdout}\n${result.stderr}`,
    );
  }
}

function serverEnv(options: {
  dataDir: string;
  port?: number;
  env?: Record<string, string>;
}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: "127.0.0.1",
    DATA_DIR: options.dataDir,
    ...(options.port === undefined
      ? {}
      : {
          PORT: String(options.port),
          PUBLIC_URL: `http://127.0.0.1:${options.port}`,
        }),
    ...options.env,
  };
  // A developer's own settings must not leak into a throw-away server; npm's INIT_CWD would
  // make the server resolve a relative DATA_DIR against the caller's folder.
  for (const name of ["DATABASE_URL", "INIT_CWD"])
    if (!options.env?.[name]) delete env[name];
  return env;
}

async function healthy(baseUrl: string): Promise<boolean> {
  try {
    // Not the typed client: each try must give up after 2 s while the server starts.
    const response = await fetch(
      new URL(healthEndpoints.health.path, baseUrl),
      {
        signal: AbortSignal.timeout(2_000),
      },
    );
    return response.status === 200;
  } catch {
    return false;
  }
}

async function stopProcessGroup(
  child: ChildProcess,
  exited: Promise<Exit>,
): Promise<void> {
  const pid = child.pid;
  if (pid === undefined) return;
  const groupAlive = () => {
    try {
      process.kill(-pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-pid, signal);
    } catch {
      // The group is already gone.
    }
  };
  signalGroup("SIGTERM");
  // Let every process of the group shut down cleanly (PGlite flushes its files on close).
  const deadline = performance.now() + 10_000;
  while (groupAlive() && performance.now() < deadline) await sleep(50);
  if (groupAlive()) signalGroup("SIGKILL");
  await exited;
}

function tail(output: string, lines = 40): string {
  return `Last lines the server wrote:\n${output.trimEnd().split("\n").slice(-lines).join("\n")}`;
}
