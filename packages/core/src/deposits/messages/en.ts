/**
 * The words core's deposit rules produce, in English: how a deposit's interest is paid
 * (interest-schedule.ts), a financial year as people write it on the return, and the columns of
 * Kosh's two spreadsheets, a tax year's interest (interest-income-csv.ts) and the investments'
 * export (investments/investments-csv.ts), and the note on TDS projected for the year
 * (tds-projection.ts) (docs/decisions/0038-hindi-with-typed-dictionaries.md).
 */
export default {
  "schedule.cumulative_monthly": "Interest added every month, paid at maturity",
  "schedule.cumulative_quarterly":
    "Interest added every quarter, paid at maturity",
  "schedule.cumulative_half_yearly":
    "Interest added every six months, paid at maturity",
  "schedule.cumulative_yearly": "Interest added every year, paid at maturity",
  "schedule.payout_monthly": "Interest paid to me every month",
  "schedule.payout_quarterly": "Interest paid to me every quarter",
  "schedule.payout_half_yearly": "Interest paid to me every six months",
  "schedule.payout_yearly": "Interest paid to me every year",
  "schedule.simple": "Simple interest, paid at maturity",
  "schedule.notRecorded": "Not recorded",
  "financialYear.label": "FY {year} (April {first} to March {last})",
  "csv.id": "id",
  "csv.financial_year": "financial_year",
  "csv.company": "company",
  "csv.type": "type",
  "csv.account_number": "account_number",
  "csv.document_number": "document_number",
  "csv.principal_amount": "principal_amount",
  "csv.rate_of_interest": "rate_of_interest",
  "csv.start_date": "start_date",
  "csv.end_date": "end_date",
  "csv.status": "status",
  "csv.interest_schedule": "interest_schedule",
  "csv.interest": "interest",
  "csv.maturity_amount": "maturity_amount",
  "csv.renewal_reference_id": "renewal_reference_id",
  "csv.renewed_by": "renewed_by",
  "csv.transaction_reason": "transaction_reason",
  "csv.investment_notes": "investment_notes",
  "csv.created_at": "created_at (UTC)",
  "csv.scheme": "scheme",
  "csv.monthly_instalment": "monthly_instalment",
  "csv.extended_years": "extended_years",
  "csv.deposits_close_on": "deposits_close_on",
  "csv.holders": "holders",
  "csv.deposits": "deposits",
  "csv.tax": "tax",
  "csv.exempt": "Exempt",
  "csv.taxable": "Taxable",
  "csv.exemptTotal": "Exempt total",
  "csv.taxableTotal": "Taxable total",
  "csv.total": "Total",
  "tds.heading": "Tax deducted at source this year: an estimate",
  "tds.lead":
    "Where one person's interest from one bank in FY {year}, projected to 31 March from the terms you recorded, is above the amount from which the bank deducts tax at source (TDS).",
  "tds.line":
    "{member} at {bank}: about {interest} of interest, above {threshold}",
  "tds.lineSenior":
    "{member} at {bank}: about {interest} of interest, above {threshold}, the amount for a person 60 or older during the year",
  "tds.noDateOfBirth":
    "A member without a date of birth is counted as under 60. Add it to use the {seniorThreshold} amount for people 60 or older.",
  "tds.formNote":
    "For information, not advice: a person whose income for the year is below the taxable limit may give the bank a declaration so that it does not deduct TDS: Form 121 from the tax year 2026-27 (Income-tax Act, 2025), which replaced Form 15G (under 60) and Form 15H (60 or older). These figures are estimates.",
} as const;
