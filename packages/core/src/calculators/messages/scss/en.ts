/** The scss calculator's page words (see ../en.ts). */
export default {
  "scss.title": "Senior Citizens' Savings Scheme Calculator",
  "scss.chatName": "SCSS calculator",
  "scss.intro":
    "The interest a Senior Citizens' Savings Scheme account pays: simple interest each quarter for 5 years, the deposit returned at maturity; the account keeps the rate of the quarter it was opened in.",
  "scss.field.deposit": "Deposit",
  "scss.field.rate": "Interest Rate",
  "scss.result.quarterlyInterest": "Interest Each Quarter",
  "scss.result.yearlyInterest": "Interest Each Year",
  "scss.result.totalInterest": "Total Interest",
  "scss.result.maturityAmount": "Deposit Returned at Maturity",
} as const;
