/** The goal SIP calculator's page words (see ../en.ts). */
export default {
  "goal-sip.title": "Goal SIP Calculator",
  "goal-sip.chatName": "goal SIP calculator",
  "goal-sip.intro":
    "The monthly investment, rounded up to the rupee, that reaches your target, each instalment invested at the start of its month.",
  "goal-sip.field.targetAmount": "Target Amount",
  "goal-sip.field.expectedReturn": "Expected Annual Return",
  "goal-sip.field.timePeriod": "Period",
  "goal-sip.result.monthlyInvestment": "Monthly Investment Needed",
  "goal-sip.result.totalInvestment": "Total Investment",
  "goal-sip.result.totalReturns": "Total Returns",
} as const;
