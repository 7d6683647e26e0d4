/** The rd calculator's page words (see ../en.ts). */
export default {
  "rd.title": "Recurring Deposit Calculator",
  "rd.chatName": "RD calculator",
  "rd.intro":
    "What a monthly deposit adds up to, by the quarterly-compounding formula Indian banks use for RDs.",
  "rd.field.monthlyDeposit": "Monthly Deposit",
  "rd.field.rate": "Rate",
  "rd.field.tenure": "Period",
  "rd.result.maturityAmount": "Maturity Amount",
  "rd.result.totalDeposits": "Total Deposits",
  "rd.result.interestEarned": "Interest Earned",
  "rd.history.name": "Recurring deposit",
} as const;
