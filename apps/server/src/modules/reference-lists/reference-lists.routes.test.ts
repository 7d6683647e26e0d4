import type {
  Company,
  CompanyType,
  InvestType,
} from "@kosh/core/contracts/reference-lists";
import { describe, expect } from "vitest";
import { it } from "../../../test/fixtures.ts";

describe("reading the reference lists", () => {
  it("gives any signed-in user the seeded company types, by name", async ({
    saver: user,
  }) => {
    const response = await user.request("GET", "/api/admin/company-types");
    expect(response.statusCode).toBe(200);
    const names = (response.json() as CompanyType[]).map(
      (type) => type.type_name,
    );
    expect(names).toEqual([
      "Bank",
      "Corporate",
      "Government",
      "NBFC",
      "Post Office",
      "Small Finance Bank",
    ]);
  });

  it("gives the investment types", async ({ saver: user }) => {
    const response = await user.request("GET", "/api/admin/invest-types");
    expect(response.statusCode).toBe(200);
    const names = (response.json() as InvestType[]).map(
      (type) => type.type_name,
    );
    expect(names).toEqual(
      expect.arrayContaining([
        "Fixed Deposit",
        "Recurring Deposit",
        "Corporate FD",
        "Bonds",
        "NSC",
        "KVP",
        "PPF",
        "Senior Citizens Savings Scheme",
      ]),
    );
  });

  it("gives the companies with their type embedded", async ({
    saver: user,
  }) => {
    const response = await user.request("GET", "/api/admin/companies");
    expect(response.statusCode).toBe(200);
    const companies = response.json() as Company[];
    const byName = new Map(companies.map((company) => [company.name, company]));
    expect(byName.get("State Bank of India")?.investment_company_types).toEqual(
      { type_name: "Bank", cover: "deposit_insurance" },
    );
    expect(
      byName.get("AU Small Finance Bank")?.investment_company_types,
    ).toEqual({ type_name: "Small Finance Bank", cover: "deposit_insurance" });
    expect(byName.get("Bajaj Finance")?.investment_company_types).toEqual({
      type_name: "NBFC",
      cover: "none",
    });
    expect(byName.get("India Post")?.investment_company_types).toEqual({
      type_name: "Post Office",
      cover: "government",
    });
    const types = (
      await user.request("GET", "/api/admin/company-types")
    ).json() as CompanyType[];
    const bank = types.find((type) => type.type_name === "Bank");
    expect(byName.get("HDFC Bank")?.company_type_id).toBe(bank?.id);
  });

  it.for([
    "/api/admin/company-types",
    "/api/admin/companies",
    "/api/admin/invest-types",
  ])("answers 401 on %s without a session", async (url, { tracker }) => {
    const response = await tracker.anonymous.request("GET", url);
    expect(response.statusCode).toBe(401);
  });
});

describe("adding to the reference lists", () => {
  it("lets an admin add a company type, answering 201 with it, and lists it", async ({
    saver: user,
    admin,
  }) => {
    const response = await admin.request("POST", "/api/admin/company-types", {
      type_name: "  Cooperative   Bank ",
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ type_name: "Cooperative Bank" });
    const list = (
      await user.request("GET", "/api/admin/company-types")
    ).json() as CompanyType[];
    expect(list.map((type) => type.type_name)).toContain("Cooperative Bank");
  });

  it("lets an admin add an investment type", async ({ admin }) => {
    const response = await admin.request("POST", "/api/admin/invest-types", {
      type_name: "Sovereign Gold Bond",
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ type_name: "Sovereign Gold Bond" });
  });

  it("lets an admin add a company under a type, answering with the type embedded", async ({
    admin,
  }) => {
    const types = (
      await admin.request("GET", "/api/admin/company-types")
    ).json() as CompanyType[];
    const nbfc = types.find((type) => type.type_name === "NBFC")!;
    const response = await admin.request("POST", "/api/admin/companies", {
      name: "Muthoot Finance",
      company_type_id: nbfc.id,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      name: "Muthoot Finance",
      company_type_id: nbfc.id,
      investment_company_types: { type_name: "NBFC" },
    });
  });

  it.for([
    [
      "/api/admin/company-types",
      { type_name: "bank" },
      "A company type named 'bank' already exists.",
    ],
    [
      "/api/admin/invest-types",
      { type_name: " fixed   DEPOSIT " },
      "An investment type named 'fixed DEPOSIT' already exists.",
    ],
  ] as const)(
    "refuses a duplicate on %s, ignoring case and spaces, with 409",
    async ([url, body, message], { admin }) => {
      const response = await admin.request("POST", url, body);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(message);
    },
  );

  it("refuses a duplicate company name, ignoring case and spaces, with 409", async ({
    admin,
  }) => {
    const types = (
      await admin.request("GET", "/api/admin/company-types")
    ).json() as CompanyType[];
    const response = await admin.request("POST", "/api/admin/companies", {
      name: "hdfc  bank",
      company_type_id: types[0]!.id,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      "A company named 'hdfc bank' already exists.",
    );
  });

  it("lets only one of two admins adding the same name at once succeed", async ({
    admin,
  }) => {
    const responses = await Promise.all(
      ["Payments Bank", "payments bank"].map((type_name) =>
        admin.request("POST", "/api/admin/company-types", { type_name }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([
      201, 409,
    ]);
  });

  it.for([
    ["/api/admin/company-types", {}, "type_name is required"],
    ["/api/admin/company-types", { type_name: "   " }, "type_name is required"],
    ["/api/admin/invest-types", { type_name: "" }, "type_name is required"],
    [
      "/api/admin/invest-types",
      { type_name: "Bonds II", extra: 1 },
      "Unknown field: extra",
    ],
    ["/api/admin/companies", { company_type_id: "x" }, "name is required"],
    [
      "/api/admin/companies",
      { name: "Canara Bank" },
      "company_type_id is required",
    ],
    [
      "/api/admin/companies",
      {
        name: "Canara Bank",
        company_type_id: "00000000-0000-4000-8000-000000000000",
      },
      "company_type_id does not match any company type.",
    ],
    [
      "/api/admin/companies",
      { name: "Canara Bank", company_type_id: "Bank" },
      "company_type_id does not match any company type.",
    ],
  ] as const)(
    "answers 400 on %s for %j, naming the field",
    async ([url, body, message], { admin }) => {
      const response = await admin.request("POST", url, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    },
  );

  it.for([
    ["/api/admin/company-types", { type_name: "Mutual Fund House" }],
    ["/api/admin/invest-types", { type_name: "Mutual Fund" }],
    ["/api/admin/companies", { name: "Canara Bank", company_type_id: "x" }],
  ] as const)(
    "refuses %s to a user who is not an admin with 403, adding nothing",
    async ([url, body], { saver: user }) => {
      const before = (await user.request("GET", url)).json();
      const response = await user.request("POST", url, body);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(
        "You need administrator privileges to do this.",
      );
      expect((await user.request("GET", url)).json()).toEqual(before);
    },
  );

  it("answers 401 to a caller without a session", async ({ tracker }) => {
    const response = await tracker.anonymous.request(
      "POST",
      "/api/admin/invest-types",
      { type_name: "Debentures" },
    );
    expect(response.statusCode).toBe(401);
  });
});
