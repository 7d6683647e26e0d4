/** Types for ensure-built.mjs, for the TypeScript test harness (@kosh/testing). */

/** The exit of a failed web build, or undefined when the build is up to date or succeeded. */
export declare function buildWebAppIfOutdated(): Promise<
  { code: number | null; signal: NodeJS.Signals | null } | undefined
>;

/** Builds the web app and bundles the server when they are out of date; throws when either fails. */
export declare function ensureBuilt(): Promise<void>;
