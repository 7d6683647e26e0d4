/**
 * The words of the app's frame in English: the top bar, menus, footer, the pages of app/routes
 * that are not a feature's, and the prompts every page can show
 * (docs/decisions/0038-hindi-with-typed-dictionaries.md).
 */
export default {
  "notFound.title": "Page not found — Kosh",
  "notFound.heading": "Page not found",
  "notFound.body":
    "There is no page at this address. It may have moved, or the link may have a typo.",
  "notFound.home": "Go home",
  "notFound.sip": "Open the SIP calculator",
} as const;
