/** The nsc calculator's page words (see ../en.ts). */
export default {
  "nsc.title": "NSC Calculator",
  "nsc.chatName": "NSC calculator",
  "nsc.intro":
    "What a National Savings Certificate pays after 5 years: interest compounded yearly and paid at maturity, each year's interest counting as reinvested; the certificate keeps the rate of the quarter it was bought in.",
  "nsc.field.principal": "Investment",
  "nsc.field.rate": "Interest Rate",
  "nsc.result.maturityAmount": "Maturity Amount",
  "nsc.result.interestEarned": "Interest Earned",
  "nsc.result.principal": "Investment",
  "nsc.result.yearlyInterest": "Interest Each Year",
} as const;
