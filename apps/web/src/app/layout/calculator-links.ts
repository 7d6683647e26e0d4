/**
 * The seven public calculators (docs/product.md#screens-and-routes), in the order the menus and
 * footer list them.
 */
export const CALCULATOR_LINKS = [
  { href: "/home-loan", label: "Home Loan EMI" },
  { href: "/home-loan-amortization", label: "Home Loan Prepayment" },
  { href: "/sip", label: "SIP" },
  { href: "/fd", label: "FD" },
  { href: "/rd", label: "RD" },
  { href: "/simple-interest", label: "Simple Interest" },
  { href: "/compound-interest", label: "Compound Interest" },
] as const;

/** What a guest sees in the top bar instead of the Calculators dropdown. */
export const GUEST_SHORTCUTS = CALCULATOR_LINKS.filter((link) =>
  ["/sip", "/fd", "/rd"].includes(link.href),
);
