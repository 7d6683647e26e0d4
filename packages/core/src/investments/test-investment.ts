import type { Investment } from "../contracts/investments.ts";

/** A complete investment for scenarios; each test overrides what it is about. */
export function testInvestment(
  overrides: Partial<Investment> & Pick<Investment, "id">,
): Investment {
  return {
    company_id: "company-sbi",
    invest_type_id: "type-fd",
    principal_amount: 100_000,
    rate_of_interest: 7,
    start_date: "2025-01-01",
    end_date: "2026-01-01",
    maturity_amount: 107_186,
    status: "active",
    document_number: null,
    account_number: null,
    investment_notes: null,
    transaction_reason: null,
    renewal_reference_id: null,
    interest_schedule: null,
    scheme: "term_deposit",
    monthly_instalment: null,
    deposits: [],
    rate_changes: [],
    extended_years: 0,
    deposits_close_on: null,
    holder_ids: ["member-self"],
    created_at: "2025-01-01T10:00:00.000Z",
    updated_at: "2025-01-01T10:00:00.000Z",
    investment_companies: { name: "State Bank of India" },
    invest_types: { type_name: "Fixed Deposit" },
    ...overrides,
  };
}
