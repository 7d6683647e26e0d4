/** The ppf calculator's page words (see ../en.ts). */
export default {
  "ppf.title": "PPF Calculator",
  "ppf.chatName": "PPF calculator",
  "ppf.intro":
    "What a Public Provident Fund account is worth at the end, as India Post counts it: deposits by 5 April (or each month by the 5th), interest each month on the month's balance, credited every 31 March; the account earns each quarter's notified rate, so later rates may differ.",
  "ppf.field.deposit": "Deposit",
  "ppf.field.rate": "Interest Rate",
  "ppf.field.years": "Period",
  "ppf.field.frequency": "Deposit Frequency",
  "ppf.field.frequency.option.yearly": "Yearly",
  "ppf.field.frequency.option.monthly": "Monthly",
  "ppf.result.maturityAmount": "Maturity Amount",
  "ppf.result.totalDeposits": "Total Deposits",
  "ppf.result.interestEarned": "Interest Earned",
} as const;
