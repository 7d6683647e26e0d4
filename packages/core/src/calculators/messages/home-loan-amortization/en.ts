/** The home-loan-amortization calculator's page words (see ../en.ts). */
export default {
  "home-loan-amortization.title": "Home Loan Prepayment Calculator",
  "home-loan-amortization.chatName": "Home Loan with Extra Payments calculator",
  "home-loan-amortization.field.principal": "Loan Amount",
  "home-loan-amortization.field.rate": "Interest Rate",
  "home-loan-amortization.field.tenure": "Tenure",
  "home-loan-amortization.field.extraPaymentAmount": "Extra Payment",
  "home-loan-amortization.field.extraPaymentAmount.zero": "No Extra Payment",
} as const;
