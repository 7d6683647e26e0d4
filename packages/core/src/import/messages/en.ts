/**
 * What the import of investments from a CSV says (docs/product.md#import), in English: why a file
 * is refused, each column's name as a person reads it, why a row's value is refused, and the
 * template's headers (docs/decisions/0038-hindi-with-typed-dictionaries.md).
 */
export default {
  "file.binary":
    "This file is not a CSV: it holds binary data. Save the spreadsheet as CSV and choose that file.",
  "file.notUtf8":
    "This file is not UTF-8 text. In Excel, save it as 'CSV UTF-8 (Comma delimited)' and choose that file.",
  "file.tooLarge":
    "The file is larger than {max} MB. Import at most {max} MB at a time.",
  "file.tooManyRows":
    "The file has {rows} rows. Import at most {max} rows at a time.",
  "file.empty": "The file has no rows.",
  "file.unclosedQuote":
    "The quote opened on line {line} is never closed, so the rest of the file cannot be read.",
  "file.noKnownColumn":
    "The first line names no column Kosh knows. Choose which column holds each value.",

  "row.problem": "Line {line}, {field}: {reason}",

  "row.wholeProblem": "Line {line}: {reason}",
  "file.pickedNotInList":
    "Line {line}: the {field} picked is not in Kosh's list. Pick one again.",
  "file.updateNotDuplicate":
    "Line {line}: the investment to update is not one this row duplicates.",
  "reason.unknownInstitution":
    "'{value}' is not an institution in Kosh's list: pick the one it is",
  "reason.unknownType":
    "'{value}' is not an investment type in Kosh's list: pick the one it is",
  "reason.updateAccount":
    "an account's deposits are not replaced from a file: skip this row or import it as a new one",

  "field.id": "Id",
  "field.institution": "Institution",
  "field.type": "Type",
  "field.holder": "Holder",
  "field.principal_amount": "Principal",
  "field.rate_of_interest": "Rate of interest",
  "field.start_date": "Start date",
  "field.end_date": "End date",
  "field.maturity_amount": "Maturity amount",
  "field.status": "Status",
  "field.renewal_reference_id": "Renewed investment's id",
  "field.renewed_by": "Renewing investment's id",
  "field.transaction_reason": "Reason",
  "field.document_number": "Receipt number",
  "field.account_number": "Account number",
  "field.investment_notes": "Notes",
  "field.created_at": "Recorded at",
  "field.interest_schedule": "Interest schedule",
  "field.scheme": "Scheme",
  "field.monthly_instalment": "Monthly instalment",
  "field.extended_years": "Years extended",
  "field.deposits_close_on": "Deposits close on",
  "field.deposits": "Deposits",

  "reason.required": "is missing",
  "reason.date":
    "'{value}' is not a date in a form Kosh reads (dd-mm-yyyy, dd/mm/yyyy, dd MMM yyyy or yyyy-mm-dd)",
  "reason.realDate": "{value} is not a date that exists",
  "reason.instant":
    "'{value}' is not a moment in time (2026-11-24T06:34:30.344Z)",
  "reason.endNotAfterStart": "{value} is not after the start date {start}",
  "reason.amount":
    "'{value}' is not an amount (write it as 150000, 1,50,000.50 or ₹1,50,000)",
  "reason.greaterThanZero": "{value} must be more than ₹0",
  "reason.atMostAmount": "{value} is more than ₹10,000 crore",
  "reason.rate": "'{value}' is not a rate (write it as 7.25 or 7.25 %)",
  "reason.rateRange": "{value} % is not a rate between 0 % and {max} %",
  "reason.wholeNumber": "'{value}' is not a whole number of years (0, 5, 10 …)",
  "reason.oneOf": "'{value}' is not one of {choices}",
  "reason.deposit":
    "'{value}' is not a deposit written as its date and amount ({example}), deposits separated by semicolons",
  "reason.tooLong": "is longer than {max} characters",
  "reason.character":
    "holds a control character, text-direction mark or other invisible character ({character})",

  "template.institution": "Institution",
  "template.type": "Type",
  "template.holder": "Holder",
  "template.principal": "Principal",
  "template.rate": "Rate",
  "template.startDate": "Start Date",
  "template.endDate": "End Date",
  "template.maturityAmount": "Maturity Amount",
  "template.accountNumber": "Account Number",
  "template.receiptNumber": "Receipt Number",
  "template.notes": "Notes",
} as const;
