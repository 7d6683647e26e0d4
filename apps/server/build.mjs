// Bundles the server (with @kosh/core and most of node_modules) into dist/server.mjs, and each
// operator command (`npm run backup`, `restore`, `invite`) into dist/<command>.mjs, so they run
// plain Node on one file: no TypeScript compiling and no walk through hundreds of modules
// (docs/decisions/0010-server-bundled-ahead-of-start.md). `node build.mjs` builds them; `npm start`
// calls ensureServerBundle(), and the commands' npm scripts `node build.mjs --if-outdated`, which
// build only when the sources are newer than the bundles.
import {
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const serverRoot = fileURLToPath(new URL(".", import.meta.url));
const repoRoot = join(serverRoot, "../..");

const distDir = join(serverRoot, "dist");

/** Each bundle by name, from its entry point: the server and the operator commands. */
const entryPoints = Object.fromEntries(
  Object.entries({
    server: "src/server.ts",
    backup: "src/cli/backup.ts",
    restore: "src/cli/restore.ts",
    invite: "src/cli/invite.ts",
  }).map(([name, entry]) => [name, join(serverRoot, entry)]),
);

/** What `npm start` (server) or `npm run <name>` (backup, restore, invite) runs. */
export const bundleOf = (name) => join(distDir, `${name}.mjs`);

/** What `npm start` runs. */
export const serverBundle = bundleOf("server");

/** Everything the bundle is made of; a newer file here means the bundle is out of date. */
const bundleInputs = [
  "apps/server/src",
  "apps/server/build.mjs",
  "apps/server/tsconfig.json",
  "packages/core/src",
  "tsconfig.base.json",
  // npm rewrites it at every install, so an upgraded dependency rebuilds the bundle.
  "node_modules/.package-lock.json",
].map((path) => join(repoRoot, path));

/**
 * Packages left to Node at run time: PGlite loads its wasm and data files with `import.meta.url`
 * (which a bundle would change), and pg-native is an optional binding `pg` asks for only when told to.
 */
const loadedAtRunTime = ["@electric-sql/pglite", "pg-native"];

/** The newest modification time under `path`, tests left out (they never reach a build). */
function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) {
    return /\.test\.tsx?$/.test(path) ? 0 : stat.mtimeMs;
  }
  let newest = 0;
  for (const entry of readdirSync(path)) {
    newest = Math.max(newest, newestChange(join(path, entry)));
  }
  return newest;
}

/** Why `output` must be (re)built from `inputs`, or undefined when it is up to date. */
export function outdatedReason(output, inputs, what) {
  if (!existsSync(output)) return `${what} has not been built yet`;
  const builtAt = statSync(output).mtimeMs;
  const changedAt = Math.max(...inputs.map(newestChange));
  return changedAt > builtAt
    ? `the sources of ${what} changed since the last build`
    : undefined;
}

/**
 * Source files find files of the repository from their own `import.meta.url` (the migrations,
 * the web build). In the bundle that URL is the bundle's, so each source file gets its own
 * back, computed from the bundle's location: the repository can still move as a whole.
 */
const ownSourceLocations = {
  name: "own-source-locations",
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async ({ path }) => {
      const source = await readFile(path, "utf8");
      const fromBundle = relative(distDir, path);
      return {
        loader: "ts",
        contents: source.replaceAll(
          "import.meta.url",
          `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`,
        ),
      };
    });
  },
};

/**
 * CommonJS packages find their own files from `__dirname` (swagger-ui its page, pino its
 * workers), which an ES module does not have: each such file gets its own, as it lies in
 * node_modules, computed from the bundle's location.
 */
const ownPackageLocations = {
  name: "own-package-locations",
  setup(build) {
    build.onLoad(
      { filter: /[\\/]node_modules[\\/].*\.c?js$/ },
      async ({ path }) => {
        const source = await readFile(path, "utf8");
        if (!/\b__(dirname|filename)\b/.test(source)) return undefined;
        const fromBundle = JSON.stringify(relative(distDir, path));
        return {
          loader: "js",
          contents:
            `var __filename = __koshPath.join(__koshBundleDir, ${fromBundle}), ` +
            `__dirname = __koshPath.dirname(__filename);\n${source}`,
        };
      },
    );
  },
};

/** Builds the bundles; another process starting meanwhile sees the old file or the new, never half. */
export async function buildServerBundle() {
  const { build } = await import("esbuild");
  const startedAt = new Date();
  const result = await build({
    entryPoints,
    outdir: distDir,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    external: loadedAtRunTime.flatMap((name) => [name, `${name}/*`]),
    // CommonJS packages inside an ES module still call require() for Node's own modules.
    banner: {
      js: [
        'import { createRequire } from "node:module";',
        'import * as __koshPath from "node:path";',
        'import { fileURLToPath as __koshFileURLToPath } from "node:url";',
        "const require = createRequire(import.meta.url);",
        "const __koshBundleDir = __koshPath.dirname(__koshFileURLToPath(import.meta.url));",
      ].join("\n"),
    },
    // For `node --enable-source-maps` when a stack trace must point at the TypeScript.
    sourcemap: "linked",
    plugins: [ownSourceLocations, ownPackageLocations],
    write: false,
    logLevel: "warning",
  });

  mkdirSync(distDir, { recursive: true });
  // The maps first, so a bundle never points at a map that is not there yet.
  const outputs = [...result.outputFiles].sort(
    (a, b) => Number(a.path.endsWith(".mjs")) - Number(b.path.endsWith(".mjs")),
  );
  for (const output of outputs) {
    const draft = `${output.path}.${process.pid}.tmp`;
    writeFileSync(draft, output.contents);
    // Sources saved while esbuild was reading them are newer than this, so the next start rebuilds.
    utimesSync(draft, startedAt, startedAt);
    renameSync(draft, output.path);
  }
}

/** Rebuilds the bundles when one is missing or older than its sources; says why on the terminal. */
export async function ensureServerBundle() {
  const reason = Object.keys(entryPoints)
    .map((name) => outdatedReason(bundleOf(name), bundleInputs, "the server"))
    .find(Boolean);
  if (!reason) return;
  console.log(`Bundling the server: ${reason}…`);
  await buildServerBundle();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes("--if-outdated")) await ensureServerBundle();
  else {
    await buildServerBundle();
    console.log(
      `Bundled the server and its commands into ${relative(process.cwd(), distDir)}`,
    );
  }
}
