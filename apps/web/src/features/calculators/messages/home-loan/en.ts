/** The home loan EMI page's own words: its principal-and-interest ring and its schedule by year. */
export default {
  heading: "Principal and interest",
  total: "Total amount",
  basis: "Schedule by",
  calendar: "Calendar year",
  financial: "Financial year",
  firstEmi: "First EMI",
  firstEmiHint:
    "The month of your first EMI places each payment in its year. Financial years run April to March, as your tax return counts them.",
  firstEmiError: "First EMI must be a month, such as 2026-04",
  "caption.calendar": "Principal and interest paid each calendar year",
  "caption.financial":
    "Principal and interest paid each financial year (April to March)",
  principal: "Principal",
  interest: "Interest",
  totalPayment: "Total payment",
  balance: "Balance",
} as const;
