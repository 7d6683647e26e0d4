import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { chunkGroups, NAMED_CHUNKS } from "./scripts/chunk-groups.ts";
import { REACT_ON_PREACT } from "./scripts/react-on-preact.mjs";
import {
  DEFAULT_LOCALE,
  LOCALES,
} from "../../packages/core/src/i18n/locale.ts";
import { MANIFEST_PATH, webManifest } from "./src/app/site-head.ts";

/**
 * The manifests of the languages other than English, beside vite-plugin-pwa's English one
 * (src/app/site-head.ts): written before the service worker is built, which precaches them too.
 */
function otherLanguagesManifests(): Plugin {
  return {
    name: "kosh-manifests",
    apply: "build",
    generateBundle() {
      for (const locale of LOCALES) {
        if (locale === DEFAULT_LOCALE) continue;
        this.emitFile({
          type: "asset",
          fileName: MANIFEST_PATH[locale].slice(1),
          source: `${JSON.stringify(webManifest(locale), null, 2)}\n`,
        });
      }
    },
  };
}

export default defineConfig({
  plugins: [
    tailwindcss(),
    otherLanguagesManifests(),
    // Installable and offline (docs/architecture.md#offline, decision 0017): the worker precaches
    // the built app and nothing else, so no answer of the API, signed-in or not, is ever stored.
    VitePWA({
      registerType: "prompt",
      // Registered from src/app/pwa/start-service-worker.ts, after load, off the critical path.
      injectRegister: false,
      includeAssets: ["favicon.svg", "icons/apple-touch-icon.png"],
      manifest: webManifest("en"),
      workbox: {
        globPatterns: ["**/*.{js,css,html,svg,png,webmanifest}"],
        // Any page opened offline is the app's shell; the app routes it. Never the API or its docs.
        navigateFallback: "/index.html",
        navigateFallbackDenylist: [/^\/api(\/|$)/],
        cleanupOutdatedCaches: true,
        // No runtimeCaching: requests outside the precache (all of /api) go to the network as if
        // there were no worker.
      },
    }),
  ],
  resolve: { alias: REACT_ON_PREACT },
  server: {
    port: 5173,
    proxy: { "/api": "http://127.0.0.1:3000" },
  },
  build: {
    target: "es2022",
    sourcemap: false,
    reportCompressedSize: false,
    // Every browser the es2022 target reaches either preloads modules itself or loads them as
    // plain imports without the preload; the polyfill cost each page 0.5 KiB gzip
    // (docs/decisions/0041-the-shell-loads-what-it-shows-on-demand.md).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // A chunk's address is its hash alone, but for the chunks found by name (the
        // prerender's preloads, the bench's dictionaries): every page's entry lists the address of
        // each chunk its `import()`s may need, 131 of them, and their names cost each page 0.5
        // KiB gzip (docs/decisions/0056-chunks-named-by-hash.md).
        chunkFileNames: ({ name }) =>
          NAMED_CHUNKS.has(name)
            ? "assets/[name]-[hash].js"
            : "assets/[hash].js",
        // A captured module's imports stay where their own users put them: the dialogs' form
        // library stays in the dialogs' chunk.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: chunkGroups,
        },
      },
    },
  },
});
