/**
 * What the site says of itself outside its pages, in English
 * (docs/decisions/0038-hindi-with-typed-dictionaries.md): the description in each prerendered
 * page's head, which search engines show, and the web app manifest's name and description, which
 * an installed app shows (app/site-head.ts).
 */
export default {
  description:
    "Kosh: savings calculators and an investment tracker for Indian households. EMI, SIP, FD, RD and interest calculators, correct to the rupee.",
  "manifest.name": "Kosh — plan and track your savings",
  "manifest.shortName": "Kosh",
  "manifest.description":
    "Savings calculators and an investment tracker for Indian households.",
} as const;
