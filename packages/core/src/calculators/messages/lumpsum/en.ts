/** The lumpsum calculator's page words (see ../en.ts). */
export default {
  "lumpsum.title": "Lumpsum Calculator",
  "lumpsum.chatName": "lumpsum calculator",
  "lumpsum.intro":
    "What a one-time investment could grow to, compounded once a year at the expected return.",
  "lumpsum.field.totalInvestment": "Total Investment",
  "lumpsum.field.expectedReturn": "Expected Annual Return",
  "lumpsum.field.timePeriod": "Period",
  "lumpsum.result.maturityAmount": "Maturity Amount",
  "lumpsum.result.totalInvestment": "Total Investment",
  "lumpsum.result.totalReturns": "Total Returns",
} as const;
