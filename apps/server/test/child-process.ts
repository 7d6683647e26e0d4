import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { bundleOf, ensureServerBundle } from "../build.mjs";

/** apps/server, where the children run so `--import tsx` and relative paths resolve as in npm scripts. */
export const serverRoot = fileURLToPath(new URL("..", import.meta.url));

export interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs a TypeScript file (a helper in test/) in its own Node process through tsx; `as` runs it as
 * another OS user (which needs the test to run as root).
 */
export function runTypeScript(
  script: string,
  args: string[],
  env: Record<string, string | undefined>,
  as: { uid?: number; gid?: number } = {},
): { child: ChildProcess; finished: Promise<Finished> } {
  return runNode(["--import", "tsx", script, ...args], env, as);
}

let bundlesChecked: Promise<void> | undefined;

/**
 * Runs the server as `npm start` does, or an operator command as `npm run <command>` does: plain
 * Node on its bundle, rebuilt first when the sources are newer (build.mjs,
 * docs/decisions/0010-server-bundled-ahead-of-start.md); `as` as for runTypeScript.
 */
export async function runBundled(
  bundle: "server" | "backup" | "restore" | "invite",
  args: string[],
  env: Record<string, string | undefined>,
  as: { uid?: number; gid?: number } = {},
): Promise<{ child: ChildProcess; finished: Promise<Finished> }> {
  // Once per test file: the commands it runs at once would each start the same build.
  await (bundlesChecked ??= ensureServerBundle());
  return runNode([bundleOf(bundle), ...args], env, as);
}

/** An operator command run to its end (runBundled). */
export async function runCommand(
  command: "backup" | "restore" | "invite",
  args: string[],
  env: Record<string, string | undefined>,
): Promise<Finished> {
  return (await runBundled(command, args, env)).finished;
}

function runNode(
  nodeArgs: string[],
  env: Record<string, string | undefined>,
  as: { uid?: number; gid?: number } = {},
): { child: ChildProcess; finished: Promise<Finished> } {
  const child = spawn(process.execPath, nodeArgs, {
    cwd: serverRoot,
    env: childEnv(env),
    stdio: ["ignore", "pipe", "pipe"],
    ...as,
  });
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const finished = new Promise<Finished>((resolve, reject) => {
    child.once("error", reject);
    child.once("close", (code) => resolve({ code, stdout, stderr }));
  });
  return { child, finished };
}

/** Resolves once the child has printed `text` on stdout. */
export function printed(child: ChildProcess, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let seen = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      seen += chunk.toString();
      if (seen.includes(text)) resolve();
    });
    child.once("close", () =>
      reject(new Error(`exited before printing "${text}"`)),
    );
  });
}

/** The test's environment minus settings that would point a child at the developer's own data. */
function childEnv(
  extra: Record<string, string | undefined>,
): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "test" };
  for (const name of ["DATABASE_URL", "DATA_DIR", "SMTP_URL", "INIT_CWD"])
    delete env[name];
  for (const [name, value] of Object.entries(extra)) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  return env;
}
