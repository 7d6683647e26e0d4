/**
 * The calculators' words (calculator-registry.ts holds their structure): each page's title, line
 * under it, sliders, results and history, its card on the home page and how the assistant names it.
 * Keys start with the calculator's slug; a field's label is `<slug>.field.<field key>`.
 */
export default {
  "home-loan.title": "Home Loan EMI Calculator",
  "home-loan.chatName": "Home Loan EMI calculator",
  "home-loan.card.title": "Home Loan EMI",
  "home-loan.card.body":
    "Monthly instalment, total interest and total payment.",
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

  "home-loan-amortization.title": "Home Loan Prepayment Calculator",
  "home-loan-amortization.chatName": "Home Loan with Extra Payments calculator",
  "home-loan-amortization.card.title": "Home Loan Prepayment",
  "home-loan-amortization.card.body":
    "Interest and time saved by extra payments, with the schedule.",
  "home-loan-amortization.field.principal": "Loan Amount",
  "home-loan-amortization.field.rate": "Interest Rate",
  "home-loan-amortization.field.tenure": "Tenure",
  "home-loan-amortization.field.extraPaymentAmount": "Extra Payment",
  "home-loan-amortization.field.extraPaymentAmount.zero": "No Extra Payment",

  "sip.title": "SIP Calculator",
  "sip.chatName": "SIP calculator",
  "sip.card.title": "SIP",
  "sip.card.body":
    "What a monthly investment could grow to at an expected return.",
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

  "fd.title": "Fixed Deposit Calculator",
  "fd.chatName": "FD calculator",
  "fd.card.title": "Fixed Deposit",
  "fd.card.body": "Maturity amount of a deposit compounded quarterly.",
  "fd.intro":
    "What a fixed deposit pays at maturity, with interest compounded quarterly as Indian banks quote it.",
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

  "rd.title": "Recurring Deposit Calculator",
  "rd.chatName": "RD calculator",
  "rd.card.title": "Recurring Deposit",
  "rd.card.body": "Maturity amount of monthly deposits.",
  "rd.intro":
    "What a monthly deposit adds up to, by the quarterly-compounding formula Indian banks use for RDs.",
  "rd.field.monthlyDeposit": "Monthly Deposit",
  "rd.field.rate": "Rate",
  "rd.field.tenure": "Period",
  "rd.result.maturityAmount": "Maturity Amount",
  "rd.result.totalDeposits": "Total Deposits",
  "rd.result.interestEarned": "Interest Earned",
  "rd.history.name": "Recurring deposit",

  "simple-interest.title": "Simple Interest Calculator",
  "simple-interest.chatName": "Simple Interest calculator",
  "simple-interest.card.title": "Simple Interest",
  "simple-interest.card.body": "Interest on a principal without compounding.",
  "simple-interest.intro":
    "Interest on the principal alone: principal × rate × time ÷ 100.",
  "simple-interest.field.principal": "Principal",
  "simple-interest.field.rate": "Rate",
  "simple-interest.field.time": "Time",
  "simple-interest.result.simpleInterest": "Simple Interest",
  "simple-interest.result.totalAmount": "Total Amount",
  "simple-interest.result.principal": "Principal",
  "simple-interest.history.name": "Simple interest",

  "compound-interest.title": "Compound Interest Calculator",
  "compound-interest.chatName": "Compound Interest calculator",
  "compound-interest.card.title": "Compound Interest",
  "compound-interest.card.body":
    "Interest that earns interest, compounded yearly.",
  "compound-interest.intro":
    "Interest earning interest, compounded once a year.",
  "compound-interest.field.principal": "Principal",
  "compound-interest.field.rate": "Rate",
  "compound-interest.field.time": "Time",
  "compound-interest.result.compoundInterest": "Compound Interest",
  "compound-interest.result.compoundAmount": "Compound Amount",
  "compound-interest.result.principal": "Principal",
  "compound-interest.history.name": "Compound interest",
} as const;
