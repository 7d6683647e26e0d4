/** The step-up SIP calculator's page words (see ../en.ts). */
export default {
  "step-up-sip.title": "Step-up SIP Calculator",
  "step-up-sip.chatName": "step-up SIP calculator",
  "step-up-sip.intro":
    "What a monthly investment raised every year could grow to, each instalment invested at the start of its month and raised by the step-up every 12 months.",
  "step-up-sip.field.monthlyInvestment": "Monthly Investment",
  "step-up-sip.field.stepUp": "Yearly Step-up",
  "step-up-sip.field.expectedReturn": "Expected Annual Return",
  "step-up-sip.field.timePeriod": "Period",
  "step-up-sip.result.maturityAmount": "Maturity Amount",
  "step-up-sip.result.totalInvestment": "Total Investment",
  "step-up-sip.result.totalReturns": "Total Returns",
} as const;
