/**
 * The words core's investment forms produce, in English: the Add and Renew forms' own checks
 * (investment-form.ts, renewal-form.ts), a failed renewal's alert (renewal-error-message.ts), and
 * how often a schedule pays or compounds (schedule-wording.ts)
 * (docs/decisions/0038-hindi-with-typed-dictionaries.md). The contract's own messages are the
 * catalogue's (contracts/messages).
 */
export default {
  "add.companyRequired": "Choose a company",
  "add.investTypeRequired": "Choose an investment type",
  "add.startDateRequired": "Start date is required",
  "add.periodMonths": "Period must be a whole number of months from 0 to 120",
  "add.maturityNumber": "Maturity amount must be a number",
  "add.endDateRequired": "End date is required",
  "add.endDateAfterStart": "End date must be after the start date",
  "renew.endDateRequired": "New end date is required",
  "renew.endDateNotDate": "New end date must be a date",
  "renew.endDateAfter": "New end date must be after {date}",
  "renew.rateAlert":
    "Please enter an interest rate from 0% to {max}%, or leave it empty to use the original rate.",
  "renew.maturityAlert":
    "Please enter a valid positive number for maturity amount or leave it empty for auto-calculation.",
  "renewal.databaseError":
    "Database connection error. Please try again in a few moments. If the problem persists, contact support.",
  "renewal.serverError":
    "Server error occurred. Please check the console for details and try again.",
  "renewal.failed": "Renewal failed: {message}",
  "frequency.1": "every month",
  "frequency.3": "every quarter",
  "frequency.6": "every six months",
  "frequency.12": "every year",
  "frequency.atMaturity": "at maturity",
  "wording.noSchedule": "compounded yearly",
  "wording.simple": "simple interest",
  "wording.payout":
    "interest paid out, so the principal comes back at maturity",
  "wording.compounded": "compounded {frequency}",
} as const;
