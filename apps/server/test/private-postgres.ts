import { execFile, execFileSync } from "node:child_process";
import {
  accessSync,
  chownSync,
  constants,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, dirname, join } from "node:path";
import { promisify } from "node:util";
import { freePort } from "@kosh/testing/free-port";

const run = promisify(execFile);

/**
 * A PostgreSQL cluster of the test's own, made with `initdb` in a temporary folder and run with
 * `pg_ctl`, so a test may stop and start it without touching the shared server on port 5432.
 */
export interface PrivatePostgres {
  /** `postgres://postgres@127.0.0.1:<port>/postgres`, trust authentication. */
  url: string;
  port: number;
  /** `pg_ctl stop`: `fast` ends sessions with admin_shutdown (57P01), `immediate` drops them. */
  stop(mode: "smart" | "fast" | "immediate"): Promise<void>;
  /** `pg_ctl start` on the same port and data; resolves once it accepts connections. */
  start(): Promise<void>;
  /**
   * SIGSTOP to the server and all its processes: connections stay open and the kernel still
   * accepts new ones, but nothing answers (a hung server, or a network cut without a reset).
   */
  freeze(): void;
  /** SIGCONT: the frozen server carries on where it stopped. */
  thaw(): void;
  /** The server log so far, for failure messages. */
  log(): string;
  /** Stops the server at once and deletes its folder. */
  destroy(): Promise<void>;
}

/** Where Debian's postgresql package puts the server programs; PATH wins when it has them. */
const DEBIAN_PREFIX = "/usr/lib/postgresql";

/** Long enough for a busy CI machine; pg_ctl itself gives up after 60 s. */
const COMMAND_TIMEOUT_MS = 60_000;

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBinDir();
  const owner = clusterOwner();
  // Short path: the Unix socket lives here too, and socket paths are limited to ~100 bytes.
  const folder = mkdtempSync(join(tmpdir(), "kosh-pg-"));
  if (owner) chownSync(folder, owner.uid, owner.gid);
  const dataDir = join(folder, "data");
  const logFile = join(folder, "server.log");
  const asOwner = (program: string, args: string[]) =>
    run(join(bin, program), args, {
      cwd: folder,
      timeout: COMMAND_TIMEOUT_MS,
      // Node drops root's groups and switches user before exec: PostgreSQL refuses to run as root.
      ...(owner ?? {}),
      env: { ...process.env, LC_ALL: "C" },
    }).catch((error: unknown) => {
      throw new Error(
        `${program} ${args.join(" ")} failed: ${commandOutput(error)}\n${readLog(logFile)}`,
      );
    });

  let port = 0;
  const signalServer = (signal: NodeJS.Signals) => {
    for (const pid of serverProcesses(dataDir)) {
      try {
        process.kill(pid, signal);
      } catch (error) {
        // Exited since it was listed (the postmaster, continued first, reaps a backend whose
        // client went away): nothing left to signal.
        if ((error as NodeJS.ErrnoException).code !== "ESRCH") throw error;
      }
    }
  };
  const cleanUpOnExit = () => {
    // A test that dies half-way must not leave a postmaster behind, frozen or not.
    try {
      signalServer("SIGCONT");
      execFileSync(
        join(bin, "pg_ctl"),
        ["stop", "-D", dataDir, "-m", "immediate"],
        {
          stdio: "ignore",
          ...(owner ?? {}),
        },
      );
    } catch {
      // Already stopped.
    }
    rmSync(folder, { recursive: true, force: true });
  };
  process.once("exit", cleanUpOnExit);

  const start = async () => {
    await asOwner("pg_ctl", [
      "start",
      "--wait",
      "-D",
      dataDir,
      "-l",
      logFile,
      "-o",
      `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1`,
    ]);
  };

  try {
    await asOwner("initdb", [
      "-D",
      dataDir,
      "-U",
      "postgres",
      "--auth=trust",
      "--encoding=UTF8",
      "--locale=C",
      // A throw-away cluster: skip the final fsync of initdb's files (the server itself still syncs).
      "--no-sync",
    ]);
    // Another process may take a free port between the check and the bind: try a few.
    for (let attempt = 1; ; attempt += 1) {
      port = await freePort();
      try {
        await start();
        break;
      } catch (error) {
        if (attempt >= 3) throw error;
      }
    }
  } catch (error) {
    process.removeListener("exit", cleanUpOnExit);
    cleanUpOnExit();
    throw error;
  }

  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async stop(mode) {
      await asOwner("pg_ctl", ["stop", "--wait", "-D", dataDir, "-m", mode]);
    },
    start,
    freeze: () => signalServer("SIGSTOP"),
    thaw: () => signalServer("SIGCONT"),
    log: () => readLog(logFile),
    async destroy() {
      process.removeListener("exit", cleanUpOnExit);
      cleanUpOnExit();
    },
  };
}

/** The folder holding initdb, pg_ctl and postgres: from PATH, else Debian's newest version. */
function postgresBinDir(): string {
  const pathDirs = (process.env.PATH ?? "").split(delimiter).filter(Boolean);
  const debianDirs = existsSync(DEBIAN_PREFIX)
    ? readdirSync(DEBIAN_PREFIX)
        .filter((version) => /^\d+$/.test(version))
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => join(DEBIAN_PREFIX, version, "bin"))
    : [];
  for (const dir of [...pathDirs, ...debianDirs]) {
    const initdb = join(dir, "initdb");
    if (!isExecutable(initdb)) continue;
    // /usr/local/bin/initdb may be a link: pg_ctl and postgres sit beside the real file.
    const realDir = dirname(realpathSync(initdb));
    if (isExecutable(join(realDir, "pg_ctl"))) return realDir;
  }
  throw new Error(
    "The PostgreSQL server programs (initdb, pg_ctl) were not found on PATH or in " +
      `${DEBIAN_PREFIX}/<version>/bin. The fault tests start a private PostgreSQL cluster: ` +
      "install Debian's package with `apt-get install -y postgresql`.",
  );
}

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** As root, the `postgres` account runs the cluster (PostgreSQL refuses root); otherwise, we do. */
function clusterOwner(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  try {
    const id = (flag: string) =>
      Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" }));
    return { uid: id("-u"), gid: id("-g") };
  } catch {
    throw new Error(
      "Running as root, and PostgreSQL refuses to run as root, but there is no `postgres` " +
        "account to run it as. Install Debian's postgresql package, which creates it.",
    );
  }
}

/** The postmaster (from postmaster.pid) and its children, read from /proc. */
function serverProcesses(dataDir: string): number[] {
  const pidFile = join(dataDir, "postmaster.pid");
  if (!existsSync(pidFile)) return [];
  const postmaster = Number(readFileSync(pidFile, "utf8").split("\n")[0]);
  const children = readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        // "pid (comm) state ppid …": comm may hold spaces, so read after the last ')'.
        const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
        return (
          Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) ===
          postmaster
        );
      } catch {
        return false; // exited meanwhile
      }
    })
    .map(Number);
  return [postmaster, ...children];
}

function readLog(logFile: string): string {
  return existsSync(logFile) ? readFileSync(logFile, "utf8") : "";
}

function commandOutput(error: unknown): string {
  const { stderr, stdout, message } = error as {
    stderr?: string;
    stdout?: string;
    message?: string;
  };
  return [message, stdout, stderr].filter(Boolean).join("\n");
}
