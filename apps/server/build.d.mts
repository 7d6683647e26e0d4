// Types of build.mjs, which stays plain JavaScript because `npm start` runs it before anything is compiled.

/** dist/<name>.mjs: what `npm start` (server) or `npm run <name>` (backup, restore, invite) runs. */
export declare function bundleOf(name: string): string;

/** dist/server.mjs: what `npm start` runs. */
export declare const serverBundle: string;

/** Why `output` must be (re)built from `inputs`, or undefined when it is up to date. */
export declare function outdatedReason(
  output: string,
  inputs: string[],
  what: string,
): string | undefined;

export declare function buildServerBundle(): Promise<void>;

/** Rebuilds the bundles when one is missing or older than its sources. */
export declare function ensureServerBundle(): Promise<void>;
