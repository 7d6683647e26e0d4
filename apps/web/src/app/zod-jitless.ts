/**
 * The page's Content-Security-Policy allows no string evaluation (`script-src 'self'`). Zod 4
 * compiles a fast object parser with `new Function` and probes for it first; under that policy the
 * probe is blocked and every page that parses a schema reports a violation. Jitless mode skips both
 * the probe and the compiled path.
 *
 * Zod keeps its settings in one object on `globalThis` (shared by every copy of zod on the page)
 * and adopts an object already there when it loads; `z.config` writes the same object, so this
 * holds whichever loads first. Setting it here rather than through `z.config` keeps zod itself out
 * of the shell (3.6 KiB gzip): pages that parse load zod with their own chunk. The test proves zod
 * still reads it.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;

export {};
