/**
 * C0 controls (TAB, LF, CR, ESC and NUL among them), DEL and the C1 controls: what no single-line
 * text may hold (docs/product.md#text-fields). Apart from the zod checks in plain-text.ts, so a
 * page that only tests an address against it does not load zod.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;
