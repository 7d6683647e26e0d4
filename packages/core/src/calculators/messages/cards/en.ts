/**
 * Each calculator's card on the home page, its name there and what it answers, and the headings of
 * the groups the page lists them under: the menus' group names (names/), which a test holds equal.
 */
export default {
  "group.loans": "Loans",
  "group.mutual-funds": "Mutual Funds",
  "group.bank-deposits": "Bank Deposits",
  "group.schemes": "Post Office and Government Schemes",
  "group.interest": "Interest",
  "home-loan.card.title": "Home Loan EMI",
  "home-loan.card.body":
    "Monthly instalment, total interest and total payment.",
  "home-loan-amortization.card.title": "Home Loan Prepayment",
  "home-loan-amortization.card.body":
    "Interest and time saved by extra payments, with the schedule.",
  "sip.card.title": "SIP",
  "sip.card.body":
    "What a monthly investment could grow to at an expected return.",
  "step-up-sip.card.title": "Step-up SIP",
  "step-up-sip.card.body":
    "A monthly investment raised by a percentage every year.",
  "goal-sip.card.title": "Goal SIP",
  "goal-sip.card.body": "The monthly investment that reaches a target amount.",
  "lumpsum.card.title": "Lumpsum",
  "lumpsum.card.body": "What a one-time investment could grow to.",
  "swp.card.title": "SWP",
  "swp.card.body": "What monthly withdrawals leave of an investment.",
  "fd.card.title": "Fixed Deposit",
  "fd.card.body": "Maturity amount of a deposit compounded quarterly.",
  "rd.card.title": "Recurring Deposit",
  "rd.card.body": "Maturity amount of monthly deposits.",
  "ppf.card.title": "PPF",
  "ppf.card.body":
    "What yearly or monthly PPF deposits grow to in 15 years or more.",
  "sukanya-samriddhi.card.title": "Sukanya Samriddhi",
  "sukanya-samriddhi.card.body": "What a daughter's account pays at 21 years.",
  "nsc.card.title": "NSC",
  "nsc.card.body": "What a National Savings Certificate pays after 5 years.",
  "kvp.card.title": "Kisan Vikas Patra",
  "kvp.card.body": "When the money doubles, at the notified rate.",
  "scss.card.title": "Senior Citizens' Savings Scheme",
  "scss.card.body": "The interest paid each quarter for 5 years.",
  "post-office-mis.card.title": "Post Office MIS",
  "post-office-mis.card.body": "The income paid each month for 5 years.",
  "post-office-td.card.title": "Post Office Time Deposit",
  "post-office-td.card.body":
    "The interest paid out each year for 1 to 5 years.",
  "simple-interest.card.title": "Simple Interest",
  "simple-interest.card.body": "Interest on a principal without compounding.",
  "compound-interest.card.title": "Compound Interest",
  "compound-interest.card.body":
    "Interest that earns interest, compounded yearly.",
} as const;
