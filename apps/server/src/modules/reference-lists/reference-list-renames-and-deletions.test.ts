import type {
  Company,
  CompanyType,
  InvestType,
} from "@kosh/core/contracts/reference-lists";
import { describe, expect } from "vitest";
import { it } from "../../../test/fixtures.ts";
import type { Caller } from "../../../test/tracker-harness.ts";

async function added<T>(admin: Caller, url: string, body: object): Promise<T> {
  const response = await admin.request("POST", url, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as T;
}

const MISSING_ID = "00000000-0000-4000-8000-000000000000";

describe("renaming an entry", () => {
  it("renames a company type and the companies of that type show the new name", async ({
    saver: user,
    admin,
  }) => {
    const type = await added<CompanyType>(admin, "/api/admin/company-types", {
      type_name: "Co-op Bank",
    });
    await added<Company>(admin, "/api/admin/companies", {
      name: "Saraswat Co-operative Bank",
      company_type_id: type.id,
    });

    const response = await admin.request(
      "PATCH",
      `/api/admin/company-types/${type.id}`,
      { type_name: "Cooperative Bank" },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      id: type.id,
      type_name: "Cooperative Bank",
      cover: "none",
    });
    const companies = (
      await user.request("GET", "/api/admin/companies")
    ).json() as Company[];
    expect(
      companies.find((company) => company.name === "Saraswat Co-operative Bank")
        ?.investment_company_types,
    ).toEqual({ type_name: "Cooperative Bank", cover: "none" });
  });

  it("lets an entry take a new spelling of its own name", async ({ admin }) => {
    const type = await added<InvestType>(admin, "/api/admin/invest-types", {
      type_name: "Tax saver FD",
    });
    const response = await admin.request(
      "PATCH",
      `/api/admin/invest-types/${type.id}`,
      { type_name: "Tax Saver FD" },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().type_name).toBe("Tax Saver FD");
  });

  it("refuses a name another entry has, with 409", async ({ admin }) => {
    const type = await added<InvestType>(admin, "/api/admin/invest-types", {
      type_name: "Post Office Savings Account",
    });
    const response = await admin.request(
      "PATCH",
      `/api/admin/invest-types/${type.id}`,
      { type_name: "ppf" },
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      "An investment type named 'ppf' already exists.",
    );
  });

  it("moves a company to another type, and refuses a type that does not exist", async ({
    admin,
  }) => {
    const types = (
      await admin.request("GET", "/api/admin/company-types")
    ).json() as CompanyType[];
    const corporate = types.find((type) => type.type_name === "Corporate")!;
    const bank = types.find((type) => type.type_name === "Bank")!;
    const company = await added<Company>(admin, "/api/admin/companies", {
      name: "Tata Capital",
      company_type_id: bank.id,
    });

    const moved = await admin.request(
      "PATCH",
      `/api/admin/companies/${company.id}`,
      { name: "Tata Capital", company_type_id: corporate.id },
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      company_type_id: corporate.id,
      investment_company_types: { type_name: "Corporate" },
    });

    const unknown = await admin.request(
      "PATCH",
      `/api/admin/companies/${company.id}`,
      { name: "Tata Capital", company_type_id: MISSING_ID },
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(
      "company_type_id does not match any company type.",
    );
  });

  it.for([
    ["/api/admin/company-types", { type_name: "Anything" }],
    ["/api/admin/invest-types", { type_name: "Anything" }],
  ])(
    "answers 404 for an entry of %s that does not exist",
    async ([url, body], { admin }) => {
      for (const id of [MISSING_ID, "not-an-id"]) {
        const response = await admin.request("PATCH", `${url}/${id}`, body);
        expect(response.statusCode).toBe(404);
      }
    },
  );
});

describe("deleting an entry", () => {
  it("deletes an entry nothing uses, answering 204, and it leaves the list", async ({
    saver: user,
    admin,
  }) => {
    const type = await added<InvestType>(admin, "/api/admin/invest-types", {
      type_name: "Debentures",
    });
    const response = await admin.request(
      "DELETE",
      `/api/admin/invest-types/${type.id}`,
    );
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");
    const list = (
      await user.request("GET", "/api/admin/invest-types")
    ).json() as InvestType[];
    expect(list.map((entry) => entry.id)).not.toContain(type.id);

    const again = await admin.request(
      "DELETE",
      `/api/admin/invest-types/${type.id}`,
    );
    expect(again.statusCode).toBe(404);
  });

  it("refuses to delete a company an investment uses, saying how many, with 409", async ({
    tracker,
    saver: user,
    admin,
  }) => {
    const sbi = await tracker.companyId("State Bank of India");
    const created = await user.request("POST", "/api/investments", {
      company_id: sbi,
      invest_type_id: await tracker.investTypeId("Recurring Deposit"),
      monthly_instalment: 5000,
      rate_of_interest: 6.8,
      start_date: "2025-01-01",
      end_date: "2026-01-01",
    });
    expect(created.statusCode).toBe(201);

    const response = await admin.request(
      "DELETE",
      `/api/admin/companies/${sbi}`,
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      "This company is used by 1 investment, so it cannot be deleted.",
    );
    const investmentType = await admin.request(
      "DELETE",
      `/api/admin/invest-types/${await tracker.investTypeId("Recurring Deposit")}`,
    );
    expect(investmentType.statusCode).toBe(409);
    expect((await user.request("GET", "/api/investments")).json()).toHaveLength(
      1,
    );
  });

  it("refuses to delete a company type companies still have, with 409", async ({
    admin,
  }) => {
    const types = (
      await admin.request("GET", "/api/admin/company-types")
    ).json() as CompanyType[];
    const nbfc = types.find((type) => type.type_name === "NBFC")!;
    const response = await admin.request(
      "DELETE",
      `/api/admin/company-types/${nbfc.id}`,
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      "This company type is used by 3 companies; give them another type before deleting it.",
    );
  });
});

describe("a user who is not an admin", () => {
  it("can neither rename nor delete, and the entry stays as it was", async ({
    saver: user,
  }) => {
    const types = (
      await user.request("GET", "/api/admin/company-types")
    ).json() as CompanyType[];
    const government = types.find((type) => type.type_name === "Government")!;

    const rename = await user.request(
      "PATCH",
      `/api/admin/company-types/${government.id}`,
      { type_name: "Sarkar" },
    );
    const removal = await user.request(
      "DELETE",
      `/api/admin/company-types/${government.id}`,
    );
    expect(rename.statusCode).toBe(403);
    expect(removal.statusCode).toBe(403);
    expect(
      (await user.request("GET", "/api/admin/company-types")).json(),
    ).toEqual(types);
  });
});
