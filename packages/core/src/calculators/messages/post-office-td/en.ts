/** The post-office-td calculator's page words (see ../en.ts). */
export default {
  "post-office-td.title": "Post Office Time Deposit Calculator",
  "post-office-td.chatName": "post office TD calculator",
  "post-office-td.intro":
    "The interest a Post Office Time Deposit pays: compounded quarterly but paid out every year, the deposit returned at maturity; the deposit keeps the rate of the quarter it was opened in, and each term (1, 2, 3 or 5 years) has its own rate.",
  "post-office-td.field.deposit": "Deposit",
  "post-office-td.field.rate": "Interest Rate",
  "post-office-td.field.years": "Term",
  "post-office-td.field.years.option.1": "1 Year",
  "post-office-td.field.years.option.2": "2 Years",
  "post-office-td.field.years.option.3": "3 Years",
  "post-office-td.field.years.option.5": "5 Years",
  "post-office-td.result.yearlyInterest": "Interest Each Year",
  "post-office-td.result.totalInterest": "Total Interest",
  "post-office-td.result.maturityAmount": "Deposit Returned at Maturity",
} as const;
