// Builds src/prerender.tsx for Node with Vite and loads it: what scripts/prerender.mjs renders the
// public pages with, and what src/prerender.test.tsx hydrates in the browser's place.
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";
import { REACT_ON_PREACT } from "./react-on-preact.mjs";

const webDir = join(dirname(fileURLToPath(import.meta.url)), "..");

/** Writes the renderer into `outDir` (emptied first) and imports it. */
export async function buildPrerenderer(outDir) {
  await build({
    root: webDir,
    configFile: false,
    mode: "production",
    logLevel: "warn",
    resolve: { alias: REACT_ON_PREACT },
    publicDir: false,
    // Everything in one file, Preact included, so Node runs it without our TypeScript sources or a
    // resolver, and its Preact is its own.
    ssr: { noExternal: true },
    build: {
      ssr: join(webDir, "src/prerender.tsx"),
      outDir,
      emptyOutDir: true,
      target: "node20",
      minify: false,
      rollupOptions: { output: { entryFileNames: "prerender.mjs" } },
    },
  });
  return import(/* @vite-ignore */ join(outDir, "prerender.mjs"));
}
