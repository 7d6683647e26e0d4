/** Each calculator's name in the menus and the footer, which every page's frame shows. */
export default {
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
  "simple-interest.menuLabel": "Simple Interest",
  "compound-interest.menuLabel": "Compound Interest",
} as const;
