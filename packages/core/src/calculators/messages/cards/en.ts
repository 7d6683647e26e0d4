/** Each calculator's card on the home page: its name there and what it answers. */
export default {
  "home-loan.card.title": "Home Loan EMI",
  "home-loan.card.body":
    "Monthly instalment, total interest and total payment.",
  "home-loan-amortization.card.title": "Home Loan Prepayment",
  "home-loan-amortization.card.body":
    "Interest and time saved by extra payments, with the schedule.",
  "sip.card.title": "SIP",
  "sip.card.body":
    "What a monthly investment could grow to at an expected return.",
  "fd.card.title": "Fixed Deposit",
  "fd.card.body": "Maturity amount of a deposit compounded quarterly.",
  "rd.card.title": "Recurring Deposit",
  "rd.card.body": "Maturity amount of monthly deposits.",
  "simple-interest.card.title": "Simple Interest",
  "simple-interest.card.body": "Interest on a principal without compounding.",
  "compound-interest.card.title": "Compound Interest",
  "compound-interest.card.body":
    "Interest that earns interest, compounded yearly.",
} as const;
