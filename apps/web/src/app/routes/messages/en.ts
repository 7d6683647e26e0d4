/**
 * The words of app/routes' own pages, those that are no feature's: the page not found
 * (docs/decisions/0038-hindi-with-typed-dictionaries.md). Its "Go home" is the frame's (goHome).
 */
export default {
  "notFound.title": "Page not found — Kosh",
  "notFound.heading": "Page not found",
  "notFound.body":
    "There is no page at this address. It may have moved, or the link may have a typo.",
  "notFound.sip": "Open the SIP calculator",
} as const;
