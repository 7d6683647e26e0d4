/** The home-loan calculator's page words (see ../en.ts). */
export default {
  "home-loan.title": "Home Loan EMI Calculator",
  "home-loan.chatName": "Home Loan EMI calculator",
  "home-loan.intro":
    "Your monthly instalment by the reducing-balance method banks use, with the total interest over the loan.",
  "home-loan.field.principal": "Loan Amount",
  "home-loan.field.rate": "Interest Rate",
  "home-loan.field.tenure": "Tenure",
  "home-loan.result.emi": "Monthly EMI",
  "home-loan.result.totalAmount": "Total Amount",
  "home-loan.result.totalInterest": "Total Interest",
  "home-loan.result.principal": "Principal",
  "home-loan.history.name": "Home loan",
} as const;
