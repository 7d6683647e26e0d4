/**
 * The names of the groups the menus, the footer and the home page list the calculators under
 * (calculator-list.ts CALCULATOR_GROUPS): in the frame's words (names/) and the home page's (cards/).
 */
export default {
  "group.loans": "Loans",
  "group.mutual-funds": "Mutual Funds",
  "group.bank-deposits": "Bank Deposits",
  "group.schemes": "Post Office and Government Schemes",
  "group.interest": "Interest",
} as const;
