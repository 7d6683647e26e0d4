import type {
  CreateInvestmentInput,
  Investment,
} from "@kosh/core/contracts/investments";
import { expectAnswer, sendJsonTo } from "@kosh/testing/send-json";

export interface References {
  companyId: string;
  investTypeId: string;
}

/** A company and an investment type from the reference lists seeded at first start. */
export async function seededReferences(
  origin: string,
  token: string,
): Promise<References> {
  const send = sendJsonTo(origin);
  const [companies, investTypes] = (await Promise.all(
    ["/api/admin/companies", "/api/admin/invest-types"].map((path) =>
      expectAnswer(send("GET", path, undefined, token), 200, `GET ${path}`),
    ),
  )) as { id: string }[][];
  if (!companies?.[0] || !investTypes?.[0])
    throw new Error("The reference lists were not seeded");
  return { companyId: companies[0].id, investTypeId: investTypes[0].id };
}

/** The person's investments, as GET /api/investments lists them. */
export async function storedInvestments(
  origin: string,
  token: string,
): Promise<Investment[]> {
  return (await expectAnswer(
    sendJsonTo(origin)("GET", "/api/investments", undefined, token),
    200,
    "GET /api/investments",
  )) as Investment[];
}

/** A valid new-investment body whose document number names it. */
export function newInvestment(
  references: References,
  documentNumber: string,
): CreateInvestmentInput {
  return {
    company_id: references.companyId,
    invest_type_id: references.investTypeId,
    principal_amount: 100_000,
    rate_of_interest: 7.1,
    start_date: "2026-01-01",
    end_date: "2027-01-01",
    document_number: documentNumber,
  };
}
