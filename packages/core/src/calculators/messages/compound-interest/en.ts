/** The compound-interest calculator's page words (see ../en.ts). */
export default {
  "compound-interest.title": "Compound Interest Calculator",
  "compound-interest.chatName": "Compound Interest calculator",
  "compound-interest.intro":
    "Interest earning interest, compounded once a year, or every half-year, quarter or month as you choose.",
  "compound-interest.field.principal": "Principal",
  "compound-interest.field.rate": "Rate",
  "compound-interest.field.time": "Time",
  "compound-interest.field.frequency": "Compounded",
  "compound-interest.field.frequency.option.yearly": "Yearly",
  "compound-interest.field.frequency.option.half-yearly": "Half-yearly",
  "compound-interest.field.frequency.option.quarterly": "Quarterly",
  "compound-interest.field.frequency.option.monthly": "Monthly",
  "compound-interest.result.compoundInterest": "Compound Interest",
  "compound-interest.result.compoundAmount": "Compound Amount",
  "compound-interest.result.principal": "Principal",
  "compound-interest.history.name": "Compound interest",
} as const;
