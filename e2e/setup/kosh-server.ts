import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, openSync, closeSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** The repository root, whatever the current directory of the caller. */
export const repoRoot = fileURLToPath(new URL("../../", import.meta.url));

export interface KoshServerOptions {
  port: number;
  dataDir: string;
  /** The server's stdout and stderr go here, so failures can be explained. */
  logFile: string;
  /** Extra environment, e.g. SMTP_URL, ADMIN_EMAIL, NODE_ENV. */
  env?: Record<string, string>;
  /** How long to wait for the first 200 on /api/health (a first start may build the web app). */
  timeoutMs?: number;
}

export interface KoshServer {
  baseUrl: string;
  /** Milliseconds from spawning `npm start`'s script to the first 200 on /api/health. */
  startupMs: number;
  /** The pid of `scripts/start.mjs`, whose child is the server itself (e.g. to read its memory in /proc). */
  pid: number;
  stop(): Promise<void>;
}

/** Runs the real server (`node scripts/start.mjs`, what `npm start` runs) as a child process. */
export async function startKoshServer(
  options: KoshServerOptions,
): Promise<KoshServer> {
  const startScript = `${repoRoot}scripts/start.mjs`;
  if (!existsSync(startScript)) {
    throw new Error(
      `${startScript} does not exist yet; it is what \`npm start\` runs.`,
    );
  }
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const log = openSync(options.logFile, "a");
  const startedAt = performance.now();
  // Its own process group, so stopping it also stops whatever it spawned (a build, tsx).
  const child = spawn(process.execPath, [startScript], {
    cwd: repoRoot,
    detached: true,
    stdio: ["ignore", log, log],
    env: serverEnv(options),
  });
  closeSync(log);

  let exited:
    { code: number | null; signal: NodeJS.Signals | null } | undefined;
  const exit = new Promise<void>((resolve) => {
    child.once("exit", (code, signal) => {
      exited = { code, signal };
      resolve();
    });
  });

  const deadline = startedAt + (options.timeoutMs ?? 180_000);
  for (;;) {
    if (exited) {
      throw new Error(
        `The server exited (code ${exited.code}, signal ${exited.signal}) before answering /api/health.\n` +
          logTail(options.logFile),
      );
    }
    if (await healthy(baseUrl)) break;
    if (performance.now() > deadline) {
      await stopProcessGroup(child, exit);
      throw new Error(
        `The server did not answer /api/health within ${options.timeoutMs ?? 180_000} ms.\n${logTail(options.logFile)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const startupMs = performance.now() - startedAt;

  return {
    baseUrl,
    startupMs,
    pid: child.pid!,
    stop: () => stopProcessGroup(child, exit),
  };
}

/** `npm run invite -- <email>` against a data directory, while no server holds its lock. */
export function inviteUser(
  email: string,
  options: Pick<KoshServerOptions, "dataDir" | "env" | "port">,
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

/** True once the invite CLI of the sign-in work exists. */
export function inviteCliExists(): boolean {
  return existsSync(`${repoRoot}apps/server/src/cli/invite.ts`);
}

function serverEnv(
  options: Pick<KoshServerOptions, "dataDir" | "env" | "port">,
): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: "127.0.0.1",
    PORT: String(options.port),
    DATA_DIR: options.dataDir,
    PUBLIC_URL: `http://127.0.0.1:${options.port}`,
    ...options.env,
  };
  // A developer's own settings must not leak into a throw-away server.
  if (!options.env?.DATABASE_URL) delete env.DATABASE_URL;
  return env;
}

async function healthy(baseUrl: string): Promise<boolean> {
  try {
    const response = await fetch(`${baseUrl}/api/health`, {
      signal: AbortSignal.timeout(2_000),
    });
    return response.status === 200;
  } catch {
    return false;
  }
}

async function stopProcessGroup(
  child: ChildProcess,
  exit: Promise<void>,
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
  await exit;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function logTail(logFile: string, lines = 40): string {
  try {
    const text = readFileSync(logFile, "utf8")
      .trimEnd()
      .split("\n")
      .slice(-lines)
      .join("\n");
    return `Last lines of ${logFile}:\n${text}`;
  } catch {
    return `(no log at ${logFile})`;
  }
}
