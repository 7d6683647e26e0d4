/** The post-office-mis calculator's page words (see ../en.ts). */
export default {
  "post-office-mis.title": "Post Office Monthly Income Scheme Calculator",
  "post-office-mis.chatName": "post office MIS calculator",
  "post-office-mis.intro":
    "The income a Post Office Monthly Income Scheme account pays: simple interest each month for 5 years, the deposit returned at maturity; the account keeps the rate of the quarter it was opened in.",
  "post-office-mis.field.deposit": "Deposit",
  "post-office-mis.field.rate": "Interest Rate",
  "post-office-mis.field.joint": "Account",
  "post-office-mis.field.joint.option.false": "Single",
  "post-office-mis.field.joint.option.true": "Joint",
  "post-office-mis.result.monthlyInterest": "Interest Each Month",
  "post-office-mis.result.totalInterest": "Total Interest",
  "post-office-mis.result.maturityAmount": "Deposit Returned at Maturity",
} as const;
