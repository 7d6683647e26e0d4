/**
 * The Tax year interest screen in English (docs/product.md#tax-year-interest,
 * docs/decisions/0038-hindi-with-typed-dictionaries.md).
 */
export default {
  title: "Tax year interest — Kosh",
  back: "← My Investments",
  heading: "Tax year interest",
  lead: "The interest your deposits earned in each financial year, counted as it accrues, which is how it is declared in the income tax return. These are estimates from the terms you recorded; check them against your bank's interest certificate and Form 26AS before you file.",
  loading: "Loading your interest…",
  loadFailed: "Failed to fetch the interest per tax year",
  "empty.heading": "No interest to show yet",
  "empty.body":
    "Once you add a deposit, the interest it earns in each tax year appears here.",
  "empty.link": "Go to My Investments",
  "year.label": "Financial year",
  "year.projected": "{label} — projected",
  download: "Download CSV",
  "total.heading": "Interest earned in FY {year}",
  "total.notOver":
    "This year is not over: the figure includes interest still to accrue until 31 March.",
  "total.taxable": "Taxable interest, declared as income",
  "total.exempt": "Exempt from income tax (PPF, Sukanya Samriddhi)",
  "deposit.exempt": "Tax-exempt",
  "banks.heading": "By bank",
  "deposits.heading": "By deposit",
  "deposit.name": "{company} · {principal} at {rate}%",
  "deposit.unknown": "A deposit",
  "deposit.dates": "{start} to {end}",
  "deposit.noSchedule": "Interest schedule not recorded",
  "deposit.account": "Account {number}",
} as const;
