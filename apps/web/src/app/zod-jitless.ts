import { z } from "zod";

/**
 * The page's Content-Security-Policy allows no string evaluation (`script-src 'self'`). Zod 4
 * compiles a fast object parser with `new Function` and probes for it first; under that policy the
 * probe is blocked and every page that parses a schema reports a violation. Jitless mode skips both
 * the probe and the compiled path. Zod reads the setting when a schema is built, so main.tsx
 * imports this module before anything that defines a schema.
 */
z.config({ jitless: true });
