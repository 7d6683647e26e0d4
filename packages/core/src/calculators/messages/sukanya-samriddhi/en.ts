/** The sukanya-samriddhi calculator's page words (see ../en.ts). */
export default {
  "sukanya-samriddhi.title": "Sukanya Samriddhi Calculator",
  "sukanya-samriddhi.chatName": "Sukanya Samriddhi calculator",
  "sukanya-samriddhi.intro":
    "What a Sukanya Samriddhi account pays at maturity: a deposit each year for 15 years from opening, interest compounded yearly, maturing 21 years from opening; the account earns each quarter's notified rate, so later rates may differ.",
  "sukanya-samriddhi.field.yearlyDeposit": "Yearly Deposit",
  "sukanya-samriddhi.field.rate": "Interest Rate",
  "sukanya-samriddhi.result.maturityAmount": "Maturity Amount",
  "sukanya-samriddhi.result.totalDeposits": "Total Deposits",
  "sukanya-samriddhi.result.interestEarned": "Interest Earned",
} as const;
