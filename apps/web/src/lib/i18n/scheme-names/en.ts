/**
 * How each investment scheme is named on screen, in English (docs/product.md#schemes-in-my-investments):
 * the admin's Investment Types tab and My Investments say them the same way.
 */
export default {
  "scheme.term_deposit": "Fixed or term deposit",
  "scheme.recurring_deposit": "Recurring deposit",
  "scheme.ppf": "PPF",
  "scheme.sukanya_samriddhi": "Sukanya Samriddhi",
  "scheme.nsc": "NSC",
  "scheme.kvp": "KVP",
  "scheme.scss": "Senior Citizens' Savings Scheme",
  "scheme.post_office_mis": "Post Office Monthly Income Scheme",
  "scheme.post_office_td": "Post Office Time Deposit",
} as const;
