// The components are written against React's API and run on Preact's compatibility layer
// (docs/decisions/0060-preact-runs-the-react-components.md): about 10 KiB gzip where React DOM
// took 64 of a calculator page's 110. Vite's build, its dev server, the prerender and the web
// tests all resolve React's entry points here, so what the tests render is what ships.

/** @type {import("vite").Alias[]} */
export const REACT_ON_PREACT = [
  { find: /^react-dom\/test-utils$/, replacement: "preact/test-utils" },
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/jsx-dev-runtime" },
  { find: /^react$/, replacement: "preact/compat" },
  // React 17's polyfill, which wouter imports: Preact has the hook itself.
  {
    find: /^use-sync-external-store\/shim(\/index\.js)?$/,
    replacement: "preact/compat",
  },
];

/**
 * The web tests' renderer: Testing Library's Preact edition behind the React edition's name, whose
 * types the tests are written against (the React edition would load React DOM itself).
 */
export const TESTING_ON_PREACT = [
  ...REACT_ON_PREACT,
  { find: /^@testing-library\/react$/, replacement: "@testing-library/preact" },
];

/**
 * The packages that import React themselves. The web tests load them through Vite (Vitest's
 * `server.deps.inline`) instead of Node's own `require`, so that their React is Preact too.
 */
export const REACT_LIBRARIES = [
  /\/node_modules\/(@radix-ui\/[^/]+|radix-ui)\/(?!.*\/node_modules\/)/,
  /\/node_modules\/(react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|use-sync-external-store)\/(?!.*\/node_modules\/)/,
  /\/node_modules\/(wouter|@floating-ui\/react-dom|@tanstack\/react-query|@testing-library\/preact)\/(?!.*\/node_modules\/)/,
];
