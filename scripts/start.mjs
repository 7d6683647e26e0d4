// `npm start`: build the web app when its sources are newer than the build, bundle the server
// when its sources are newer than the bundle, then run the server in this very process.
// Plain Node (no tsx) so it works before anything else is compiled or installed globally.
import { constants } from "node:os";
import { pathToFileURL } from "node:url";
import { ensureServerBundle, serverBundle } from "../apps/server/build.mjs";
import { buildWebAppIfOutdated } from "./ensure-built.mjs";

/** Exits with the child's status; a child killed by a signal gives the shell's 128 + signal number. */
function exitLike({ code, signal }) {
  if (signal) process.exit(128 + (constants.signals[signal] ?? 0));
  process.exit(code ?? 1);
}

const failedBuild = await buildWebAppIfOutdated();
if (failedBuild) {
  console.error("The web app build failed; see the output above.");
  exitLike(failedBuild);
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
