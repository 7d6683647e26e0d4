// What `npm start` runs first: build the web app when its sources are newer than the build, and
// bundle the server when its sources are newer than the bundle. Also used by the test harness
// (@kosh/testing) so a test that times a start does not time a build.
import { spawn } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { ensureServerBundle, outdatedReason } from "../apps/server/build.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const builtIndex = join(root, "apps/web/dist/index.html");
/** Everything the web build reads; tests are left out because they never reach the bundle. */
const webSources = [
  "apps/web/src",
  "apps/web/index.html",
  "apps/web/public",
  "apps/web/scripts",
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

/**
 * Builds the web app when it is out of date. Resolves to the build's exit ({ code, signal }) when
 * it failed, or undefined when the build is up to date.
 */
export async function buildWebAppIfOutdated() {
  const reason = outdatedReason(builtIndex, webSources, "the web app");
  if (!reason) return undefined;
  console.log(`Building the web app: ${reason}…`);
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  // Always a production bundle: Vite follows NODE_ENV, and the server's own NODE_ENV
  // (development, test) would otherwise ship React's development build, twice the size.
  const build = await run(npm, ["run", "build", "-w", "@kosh/web"], {
    ...process.env,
    NODE_ENV: "production",
  });
  return build.signal || build.code !== 0 ? build : undefined;
}

/** Both steps; throws when either fails. */
export async function ensureBuilt() {
  const failedBuild = await buildWebAppIfOutdated();
  if (failedBuild)
    throw new Error(
      `The web app build failed (${JSON.stringify(failedBuild)}); see its output above.`,
    );
  await ensureServerBundle();
}
