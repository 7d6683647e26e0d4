/** The sip calculator's page words (see ../en.ts). */
export default {
  "sip.title": "SIP Calculator",
  "sip.chatName": "SIP calculator",
  "sip.intro":
    "What a monthly investment could grow to, each instalment invested at the start of its month.",
  "sip.field.monthlyInvestment": "Monthly Investment",
  "sip.field.expectedReturn": "Expected Annual Return",
  "sip.field.timePeriod": "Period",
  "sip.result.maturityAmount": "Maturity Amount",
  "sip.result.totalInvestment": "Total Investment",
  "sip.result.totalReturns": "Total Returns",
  "sip.history.name": "SIP",
  "sip.history.title": "SIP Calculation",
  "sip.history.toastTitle": "SIP Calculation Complete",
  "sip.history.toastMessage":
    "Your SIP calculation shows a maturity amount of {maturityAmount}",
} as const;
