/**
 * Each calculator's name in the menus and the footer, and the names of the groups they are listed
 * under (calculator-list.ts CALCULATOR_GROUPS), which every page's frame shows. The home page's
 * cards say the groups' names again in cards/, so that each page loads one file of them.
 */
export default {
  "group.loans": "Loans",
  "group.mutual-funds": "Mutual Funds",
  "group.bank-deposits": "Bank Deposits",
  "group.schemes": "Post Office and Government Schemes",
  "group.interest": "Interest",
  "home-loan.menuLabel": "Home Loan EMI",
  "home-loan-amortization.menuLabel": "Home Loan Prepayment",
  "sip.menuLabel": "SIP",
  "step-up-sip.menuLabel": "Step-up SIP",
  "goal-sip.menuLabel": "Goal SIP",
  "lumpsum.menuLabel": "Lumpsum",
  "swp.menuLabel": "SWP",
  "fd.menuLabel": "FD",
  "rd.menuLabel": "RD",
  "ppf.menuLabel": "PPF",
  "sukanya-samriddhi.menuLabel": "Sukanya Samriddhi",
  "nsc.menuLabel": "NSC",
  "kvp.menuLabel": "Kisan Vikas Patra",
  "scss.menuLabel": "Senior Citizens' Savings Scheme",
  "post-office-mis.menuLabel": "Post Office MIS",
  "post-office-td.menuLabel": "Post Office Time Deposit",
  "simple-interest.menuLabel": "Simple Interest",
  "compound-interest.menuLabel": "Compound Interest",
} as const;
