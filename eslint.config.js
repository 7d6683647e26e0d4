import { readdirSync } from "node:fs";
import js from "@eslint/js";
import importPlugin from "eslint-plugin-import";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import testingLibrary from "eslint-plugin-testing-library";
import vitest from "@vitest/eslint-plugin";
import globals from "globals";
import tseslint from "typescript-eslint";
import noEnglishInJsx from "./scripts/eslint/no-english-in-jsx.mjs";
import noLiteralErrorMessage from "./scripts/eslint/no-literal-error-message.mjs";

/** Kosh's own rules (scripts/eslint/), one plugin object for every block that uses them. */
const kosh = {
  rules: {
    "no-english-in-jsx": noEnglishInJsx,
    "no-literal-error-message": noLiteralErrorMessage,
  },
};

const web = `${import.meta.dirname}/apps/web/src`;
const webFeatures = readdirSync(`${web}/features`);
const modules = `${import.meta.dirname}/apps/server/src/modules`;
const serverModules = readdirSync(modules, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** eslint-plugin-import with the node resolver (see the web's boundaries for why). */
const importBoundaries = {
  plugins: { import: importPlugin },
  settings: {
    "import/resolver": { node: { extensions: [".ts", ".tsx", ".js"] } },
  },
};

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "**/data/**",
      "apps/server/drizzle/**",
      "**/test-results/**",
      "**/playwright-report/**",
      "bench/results/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // A named region may take focus: a scrolling box with nothing focusable inside must be
      // reachable by keyboard (WCAG 2.1.1; components/table-scroller.tsx).
      "jsx-a11y/no-noninteractive-tabindex": [
        "error",
        {
          tags: [],
          roles: ["tabpanel", "region"],
          allowExpressionValues: true,
        },
      ],
    },
  },
  {
    // Words come from the messages, in every language (docs/decisions/0038-hindi-with-typed-dictionaries.md).
    files: ["apps/web/src/**/*.tsx"],
    ignores: ["apps/web/src/**/*.test.tsx", "apps/web/src/testing/**"],
    plugins: { kosh },
    rules: { "kosh/no-english-in-jsx": "error" },
  },
  {
    // The server's errors say messages of the catalogue, sent in the reader's language
    // (docs/decisions/0038-hindi-with-typed-dictionaries.md).
    files: ["apps/server/src/**/*.ts"],
    ignores: ["apps/server/src/**/*.test.ts"],
    plugins: { kosh },
    rules: { "kosh/no-literal-error-message": "error" },
  },
  {
    // Imports run one way, as bulletproof-react sets them: shared (components, lib) → features →
    // app, and no feature imports another; what two features need moves down into shared code.
    files: ["apps/web/src/**/*.{ts,tsx}"],
    ...importBoundaries,
    rules: {
      "import/no-cycle": "error",
      "import/no-restricted-paths": [
        "error",
        {
          zones: [
            ...webFeatures.map((feature) => ({
              target: `${web}/features/${feature}`,
              from: `${web}/features`,
              except: [`./${feature}`],
            })),
            { target: `${web}/features`, from: `${web}/app` },
            {
              target: [`${web}/components`, `${web}/lib`],
              from: [`${web}/features`, `${web}/app`],
            },
          ],
        },
      ],
    },
  },
  {
    // The core is pure (docs/architecture.md#layers): the same code runs in the browser and on
    // the server, so it reaches for no Node built-in, no React, Fastify or Drizzle, and no app.
    files: ["packages/core/**/*.ts"],
    ...importBoundaries,
    rules: {
      "import/no-nodejs-modules": "error",
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["react", "react-dom", "react/*", "react-dom/*"],
              message: "The core is pure: React belongs to apps/web.",
            },
            {
              group: [
                "fastify",
                "fastify-*",
                "@fastify/*",
                "drizzle-orm",
                "drizzle-orm/*",
              ],
              message:
                "The core is pure: Fastify and Drizzle belong to apps/server.",
            },
            {
              group: [
                "@kosh/server",
                "@kosh/server/*",
                "@kosh/web",
                "@kosh/web/*",
              ],
              message: "The core is imported by the apps, never the other way.",
            },
          ],
        },
      ],
      "import/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: "packages/core",
              from: "apps",
              message: "The core is imported by the apps, never the other way.",
            },
          ],
        },
      ],
    },
  },
  {
    // A server module reaches the shared folders (db, mail, plugins, errors…) and the auth, users
    // and household modules (who is asking, and whose data they may see), never another module:
    // what two modules need moves into a shared folder.
    files: ["apps/server/src/modules/**/*.ts"],
    ...importBoundaries,
    rules: {
      "import/no-restricted-paths": [
        "error",
        {
          zones: serverModules.map((module) => ({
            target: `${modules}/${module}`,
            from: modules,
            except: [
              ...new Set([`./${module}`, "./auth", "./users", "./household"]),
            ],
          })),
        },
      ],
    },
  },
  {
    // The shared folders serve the modules and never reach into one: what a module must add to
    // shared work (a check, a job) is handed in where the app is put together (app.ts, jobs/).
    files: [
      "apps/server/src/{db,mail,plugins,backup}/**/*.ts",
      "apps/server/src/{errors,config}.ts",
    ],
    ignores: ["**/*.test.ts"],
    ...importBoundaries,
    rules: {
      "import/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: `${import.meta.dirname}/apps/server/src`,
              from: modules,
              message:
                "A shared folder never imports a module: hand what it needs in from app.ts.",
            },
          ],
        },
      ],
    },
  },
  {
    // SQL only in repos: a module's routes, services and helpers reach the database through its
    // *.repo.ts; they may name the schema's row types, not its tables or Drizzle's operators.
    files: ["apps/server/src/modules/**/*.ts"],
    ignores: ["**/*.repo.ts", "**/*.test.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["drizzle-orm", "drizzle-orm/*"],
              allowTypeImports: true,
              message:
                "SQL only in repos: move this query into the module's *.repo.ts.",
            },
            {
              regex: "(^|/)db/(household-|mail-)?schema(\\.ts)?$",
              allowTypeImports: true,
              message:
                "SQL only in repos: move this query into the module's *.repo.ts.",
            },
          ],
        },
      ],
    },
  },
  {
    // A promise nobody awaits loses its failure and its order: the server, the test tooling and
    // the root's configs are checked with the types of their workspace's tsconfig.json
    // (typescript-eslint's project service). Not the web, whose promises TanStack Query holds,
    // nor the synchronous core: with every file, the whole lint took 2.3 times the CPU time.
    files: ["{apps/server,testing,e2e,bench}/**/*.ts", "*.ts"],
    languageOptions: {
      parserOptions: {
        // The root's few config files belong to no workspace's tsconfig.json.
        projectService: { allowDefaultProject: ["*.ts"] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: { "@typescript-eslint/no-floating-promises": "error" },
  },
  {
    // Vitest's own mistakes: an expect never awaited, a test asserting nothing, a skipped test.
    files: ["**/*.test.{ts,tsx}"],
    plugins: vitest.configs.recommended.plugins,
    // The server tests' `it` with fixtures (apps/server/test/fixtures.ts) is Vitest's.
    settings: { vitest: { vitestImports: [/\/test\/fixtures\.ts$/] } },
    rules: {
      ...vitest.configs.recommended.rules,
      // expect(value, "what it is") names the value in the failure message.
      "vitest/valid-expect": ["error", { maxArgs: 2 }],
      // fast-check's properties assert through fc.assert; the fuzz through its one request helper.
      "vitest/expect-expect": [
        "error",
        {
          assertFunctionNames: ["expect", "fc.assert", "sendToEveryBodyRoute"],
        },
      ],
      // Table-driven and race tests branch on the case or outcome, and each branch asserts.
      "vitest/no-conditional-expect": "off",
    },
  },
  {
    // The web's screen tests query and wait as Testing Library means them to.
    files: ["apps/web/**/*.test.{ts,tsx}"],
    plugins: testingLibrary.configs["flat/react"].plugins,
    // Only Testing Library's own render and queries count (prerender.test.tsx has a render of its own).
    settings: {
      "testing-library/utils-module": "off",
      "testing-library/custom-renders": "off",
      "testing-library/custom-queries": "off",
    },
    rules: {
      ...testingLibrary.configs["flat/react"].rules,
      // The chart tests measure drawn SVG and the prerender tests read the page's HTML: no query
      // by role or text reaches a bar's height or a meta tag.
      "testing-library/no-node-access": "off",
      "testing-library/no-container": "off",
      // Screens are queried inside a dialog or panel through within(), kept in a helper's result,
      // which these two rules take for render's result.
      "testing-library/prefer-screen-queries": "off",
      "testing-library/render-result-naming-convention": "off",
    },
  },
  {
    files: ["**/*.test.{ts,tsx}", "**/*.spec.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        { object: "it", property: "only" },
        { object: "test", property: "only" },
        { object: "describe", property: "only" },
      ],
    },
  },
  {
    // An endpoint's path is spelled once, in its entry in packages/core/src/api
    // (docs/architecture.md#endpoints): everything else names the entry (its `path`,
    // `endpointRequest`, the typed clients, and `endpointUrlPattern` of @kosh/testing for
    // Playwright's URL matchers). Allowed, as they name no entry: the bare prefix "/api/" (what is
    // an API path), and the OpenAPI document and its page (/api/openapi.json, /api/docs), which
    // the server serves beside the entries.
    files: ["**/*.{ts,tsx,js,mjs}"],
    ignores: [
      // The definitions themselves.
      "packages/core/src/api/**",
      // Tests of the HTTP surface itself, which send raw and malformed URLs on purpose (hostile
      // input, unknown paths, trailing slashes, methods no entry has) and check each route by name.
      "apps/server/**/*.test.ts",
      "apps/server/test/**",
      // "an unknown API path answers 404 as JSON": a path no entry has, on purpose.
      "e2e/specs/smoke.spec.ts",
    ],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "Literal[value=/^\\/api\\/(?!docs|openapi\\.json)./]",
          message:
            "An API path is spelled only in its entry in packages/core/src/api: use the entry (e.g. investmentEndpoints.renew).",
        },
        {
          selector:
            "TemplateLiteral[quasis.0.value.raw=/^\\/api\\/(?!docs|openapi\\.json)/]",
          message:
            "An API path is spelled only in its entry in packages/core/src/api: use the entry (e.g. endpointPath(investmentEndpoints.renew, { id })).",
        },
      ],
    },
  },
  {
    // A Playwright or Vitest fixture without dependencies must still destructure its first
    // argument: `({}, use)`.
    files: ["e2e/**/*.ts", "apps/server/test/fixtures.ts"],
    rules: {
      "no-empty-pattern": ["error", { allowObjectPatternsAsParameters: true }],
    },
  },
);
