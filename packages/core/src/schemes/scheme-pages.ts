/**
 * The scheme pages whose default rate is a notified rate (docs/product.md#scheme-rates). A module
 * of its own, with nothing else in it: every page's shell asks whether its page is one.
 */
export const SCHEME_PAGES = [
  "ppf",
  "sukanya-samriddhi",
  "nsc",
  "kvp",
  "scss",
  "post-office-mis",
  "post-office-td",
] as const;
export type SchemePage = (typeof SCHEME_PAGES)[number];

/** Whether a calculator's slug is a scheme page's. */
export function isSchemePage(slug: string): slug is SchemePage {
  return (SCHEME_PAGES as readonly string[]).includes(slug);
}
