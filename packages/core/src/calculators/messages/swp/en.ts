/** The SWP calculator's page words (see ../en.ts). */
export default {
  "swp.title": "SWP Calculator",
  "swp.chatName": "SWP calculator",
  "swp.intro":
    "What a systematic withdrawal plan leaves: each month the money grows at the rate that compounds to the annual return, then the withdrawal is taken, until it runs out.",
  "swp.field.totalInvestment": "Total Investment",
  "swp.field.monthlyWithdrawal": "Monthly Withdrawal",
  "swp.field.expectedReturn": "Expected Annual Return",
  "swp.field.timePeriod": "Period",
  "swp.result.finalValue": "Final Value",
  "swp.result.totalWithdrawal": "Total Withdrawal",
  "swp.result.monthsLasted": "Full Withdrawals For",
} as const;
