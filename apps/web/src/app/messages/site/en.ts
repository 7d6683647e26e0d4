/**
 * What the site says of itself outside its pages, in English
 * (docs/decisions/0038-hindi-with-typed-dictionaries.md), written into each page's head and the
 * web app manifest by app/site-head.ts: the description search engines show; the app's name, which
 * an installed app shows and a page's tab says until the page names itself; its short name; the
 * manifest's summary; and the line a browser that runs no script shows.
 */
export default {
  description:
    "Kosh: savings calculators and an investment tracker for Indian households. EMI, SIP, FD, RD and interest calculators, correct to the rupee.",
  name: "Kosh — plan and track your savings",
  shortName: "Kosh",
  summary:
    "Savings calculators and an investment tracker for Indian households.",
  noscript:
    "Kosh needs JavaScript: turn it on in your browser to use this page.",
} as const;
