/** The simple-interest calculator's page words (see ../en.ts). */
export default {
  "simple-interest.title": "Simple Interest Calculator",
  "simple-interest.chatName": "Simple Interest calculator",
  "simple-interest.intro":
    "Interest on the principal alone: principal × rate × time ÷ 100.",
  "simple-interest.field.principal": "Principal",
  "simple-interest.field.rate": "Rate",
  "simple-interest.field.time": "Time",
  "simple-interest.result.simpleInterest": "Simple Interest",
  "simple-interest.result.totalAmount": "Total Amount",
  "simple-interest.result.principal": "Principal",
  "simple-interest.history.name": "Simple interest",
} as const;
