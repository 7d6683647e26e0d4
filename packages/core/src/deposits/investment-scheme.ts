/**
 * How an investment earns (docs/product.md#schemes-in-my-investments): an investment type names
 * its scheme, and the scheme decides how the deposit's value, payouts, maturity, tax-year interest
 * and cover are counted. Admins set a type's scheme; a type without one is a term deposit, as every
 * investment was before schemes.
 */
export const INVESTMENT_SCHEMES = [
  "term_deposit",
  "recurring_deposit",
  "ppf",
  "sukanya_samriddhi",
  "nsc",
  "kvp",
  "scss",
  "post_office_mis",
  "post_office_td",
] as const;
export type InvestmentScheme = (typeof INVESTMENT_SCHEMES)[number];

/**
 * The usual names of investment types, as the seed and the migration set them (lower case): the
 * names in one group are one type, which the import matches by any of them (docs/product.md#import).
 */
export const USUAL_TYPE_NAMES: readonly {
  scheme: InvestmentScheme;
  names: readonly string[];
}[] = [
  { scheme: "term_deposit", names: ["fixed deposit", "fd"] },
  {
    scheme: "term_deposit",
    names: ["corporate fd", "corporate fixed deposit"],
  },
  { scheme: "recurring_deposit", names: ["recurring deposit", "rd"] },
  { scheme: "ppf", names: ["ppf", "public provident fund"] },
  {
    scheme: "sukanya_samriddhi",
    names: ["sukanya samriddhi", "sukanya samriddhi yojana"],
  },
  { scheme: "nsc", names: ["nsc", "national savings certificate"] },
  { scheme: "kvp", names: ["kvp", "kisan vikas patra"] },
  { scheme: "scss", names: ["scss", "senior citizens savings scheme"] },
  {
    scheme: "post_office_mis",
    names: ["post office mis", "post office monthly income scheme"],
  },
  {
    scheme: "post_office_td",
    names: ["post office time deposit", "post office td"],
  },
];

/** What the usual type names earn by (lower case). */
export const SCHEME_OF_TYPE_NAME: Readonly<Record<string, InvestmentScheme>> =
  Object.fromEntries(
    USUAL_TYPE_NAMES.flatMap(({ scheme, names }) =>
      names.map((name) => [name, scheme]),
    ),
  );

/** The scheme a type of that name earns by: term deposit unless it is one of the usual names. */
export function schemeOfTypeName(typeName: string): InvestmentScheme {
  const name = typeName.trim().replace(/\s+/g, " ").toLowerCase();
  return SCHEME_OF_TYPE_NAME[name.replace(/['’]/g, "")] ?? "term_deposit";
}

/**
 * Accounts fed by deposits over the years (PPF, Sukanya Samriddhi): each financial year's deposits
 * are limited, interest is credited on 31 March at each quarter's notified rate.
 */
export const ACCOUNT_SCHEMES = ["ppf", "sukanya_samriddhi"] as const;
export type AccountScheme = (typeof ACCOUNT_SCHEMES)[number];

export function isAccountScheme(
  scheme: InvestmentScheme,
): scheme is AccountScheme {
  return (ACCOUNT_SCHEMES as readonly string[]).includes(scheme);
}

/**
 * Schemes the Government of India backs (post-office savings, PPF, Sukanya Samriddhi): not covered
 * by deposit insurance and not needing it. A term or recurring deposit is covered as its
 * institution is.
 */
export function isGovernmentBacked(scheme: InvestmentScheme): boolean {
  return scheme !== "term_deposit" && scheme !== "recurring_deposit";
}

/** Schemes whose interest is exempt from income tax (section 10(11) PPF, 10(11A) Sukanya Samriddhi). */
export function isTaxExempt(scheme: InvestmentScheme): boolean {
  return isAccountScheme(scheme);
}

/**
 * Whether an investment is renewed at maturity (docs/product.md#renew): a bank's term deposit or a
 * post office time deposit. The other schemes run to the maturity their rules set (a PPF account
 * is extended instead), and the server refuses to renew them.
 */
export function isRenewable(scheme: InvestmentScheme): boolean {
  return scheme === "term_deposit" || scheme === "post_office_td";
}
