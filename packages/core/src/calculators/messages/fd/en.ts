/** The fd calculator's page words (see ../en.ts). */
export default {
  "fd.title": "Fixed Deposit Calculator",
  "fd.chatName": "FD calculator",
  "fd.intro":
    "What a fixed deposit pays at maturity, as banks count it: interest compounded every complete quarter, then simple interest for the days after the last one.",
  "fd.field.principal": "Principal",
  "fd.field.rate": "Rate",
  "fd.field.tenure": "Period",
  "fd.result.maturityAmount": "Maturity Amount",
  "fd.result.interestEarned": "Interest Earned",
  "fd.result.principal": "Principal",
  "fd.history.name": "Fixed deposit",
  "fd.history.title": "FD Calculation",
  "fd.history.toastTitle": "FD Calculation Complete",
  "fd.history.toastMessage": "Your FD will mature to {maturityAmount}",
} as const;
