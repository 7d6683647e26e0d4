// `npm start`: build the web app when its sources are newer than the build, bundle the server
// when its sources are newer than the bundle, then run the server in this very process.
// Plain Node (no tsx) so it works before anything else is compiled or installed globally.
import { spawn } from "node:child_process";
import { constants } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import {
  ensureServerBundle,
  outdatedReason,
  serverBundle,
} from "../apps/server/build.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const builtIndex = join(root, "apps/web/dist/index.html");
/** Everything the web build reads; tests are left out because they never reach the bundle. */
const webSources = [
  "apps/web/src",
  "apps/web/index.html",
  "apps/web/public",
  "apps/web/vite.config.ts",
  "packages/core/src",
].map((path) => join(root, path));

/** Runs a child with our terminal; our SIGINT/SIGTERM are passed on so it can shut down cleanly. */
function run(command, args, env = process.env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: "inherit", env });
    const forward = (signal) => child.kill(signal);
    process.on("SIGINT", forward);
    process.on("SIGTERM", forward);
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      process.off("SIGINT", forward);
      process.off("SIGTERM", forward);
      resolve({ code, signal });
    });
  });
}

/** Exits with the child's status; a child killed by a signal gives the shell's 128 + signal number. */
function exitLike({ code, signal }) {
  if (signal) process.exit(128 + (constants.signals[signal] ?? 0));
  process.exit(code ?? 1);
}

const reason = outdatedReason(builtIndex, webSources, "the web app");
if (reason) {
  console.log(`Building the web app: ${reason}…`);
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  // Always a production bundle: Vite follows NODE_ENV, and the server's own NODE_ENV
  // (development, test) would otherwise ship React's development build, twice the size.
  const build = await run(npm, ["run", "build", "-w", "@kosh/web"], {
    ...process.env,
    NODE_ENV: "production",
  });
  if (build.signal || build.code !== 0) {
    console.error("The web app build failed; see the output above.");
    exitLike(build);
  }
}

try {
  await ensureServerBundle();
} catch (error) {
  // esbuild has already printed each of its errors with file and line; anything else is shown here.
  if (!Array.isArray(error?.errors)) console.error(error);
  console.error("Bundling the server failed; see the output above.");
  process.exit(1);
}
// In this process rather than a child: a signal sent to `npm start`'s process (SIGTERM from a
// supervisor, SIGKILL) reaches the server itself, and there is no second Node to boot.
await import(pathToFileURL(serverBundle).href);
