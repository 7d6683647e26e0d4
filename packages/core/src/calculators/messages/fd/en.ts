/** The fd calculator's page words (see ../en.ts). */
export default {
  "fd.title": "Fixed Deposit Calculator",
  "fd.chatName": "FD calculator",
  "fd.intro":
    "What a fixed deposit pays, as banks count it: interest compounded every complete quarter, then simple interest for the days after the last one; or paid out every month (the quarterly rate discounted to a month) or quarter, with the deposit returned at maturity.",
  "fd.field.principal": "Principal",
  "fd.field.rate": "Rate",
  "fd.field.tenure": "Period",
  "fd.field.payout": "Interest",
  "fd.field.payout.option.cumulative": "At maturity",
  "fd.field.payout.option.monthly": "Paid monthly",
  "fd.field.payout.option.quarterly": "Paid quarterly",
  "fd.result.maturityAmount": "Maturity Amount",
  "fd.result.interestEarned": "Interest Earned",
  "fd.result.principal": "Principal",
  "fd.result.interestPerPayout": "Interest per Payout",
  "fd.history.name": "Fixed deposit",
  "fd.history.title": "FD Calculation",
  "fd.history.toastTitle": "FD Calculation Complete",
  "fd.history.toastMessage": "Your FD will mature to {maturityAmount}",
} as const;
