import type {
  Company,
  CompanyType,
} from "@kosh/core/contracts/reference-lists";
import { describe, expect } from "vitest";
import { it } from "../../../test/fixtures.ts";
import type { Caller } from "../../../test/tracker-harness.ts";

const companies = async (caller: Caller) =>
  (await caller.request("GET", "/api/admin/companies")).json() as Company[];
const insuredOf = (list: Company[], name: string) =>
  list.find((company) => company.name === name)?.investment_company_types
    .deposits_insured;

describe("whether a company type's deposits are insured", () => {
  it("is seeded true for banks and small finance banks, false for the rest", async ({
    saver,
  }) => {
    const list = await companies(saver);
    expect(insuredOf(list, "State Bank of India")).toBe(true);
    expect(insuredOf(list, "AU Small Finance Bank")).toBe(true);
    expect(insuredOf(list, "Bajaj Finance")).toBe(false);
    expect(insuredOf(list, "India Post")).toBe(false);
  });

  it("is set by an admin, and only by an admin", async ({ saver, admin }) => {
    const nbfc = (await companies(saver)).find(
      (company) => company.name === "Bajaj Finance",
    )!;
    const path = `/api/admin/company-types/${nbfc.company_type_id}/deposit-insurance`;
    expect(
      (await saver.request("PUT", path, { deposits_insured: true })).statusCode,
    ).toBe(403);
    const answer = await admin.request("PUT", path, { deposits_insured: true });
    expect(answer.statusCode).toBe(200);
    expect(insuredOf(await companies(saver), "Bajaj Finance")).toBe(true);
    const bad = await admin.request("PUT", path, { deposits_insured: "yes" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("deposits_insured");
    const missing = await admin.request(
      "PUT",
      "/api/admin/company-types/00000000-0000-4000-8000-000000000000/deposit-insurance",
      { deposits_insured: false },
    );
    expect(missing.statusCode).toBe(404);
  });
});

describe("the list of company types", () => {
  const types = async (saver: Caller) =>
    (
      await saver.request("GET", "/api/admin/company-types")
    ).json() as CompanyType[];
  const typeNamed = async (saver: Caller, name: string) =>
    (await types(saver)).find((type) => type.type_name === name)!;

  it("says for each type whether its deposits are insured, and follows an admin's change", async ({
    saver,
    admin,
  }) => {
    expect(
      (await typeNamed(saver, "Small Finance Bank")).deposits_insured,
    ).toBe(true);
    const postOffice = await typeNamed(saver, "Post Office");
    expect(postOffice.deposits_insured).toBe(false);

    const path = `/api/admin/company-types/${postOffice.id}/deposit-insurance`;
    const answer = await admin.request("PUT", path, { deposits_insured: true });
    expect(answer.json()).toEqual({
      id: postOffice.id,
      deposits_insured: true,
    });
    expect(await typeNamed(saver, "Post Office")).toEqual({
      id: postOffice.id,
      type_name: "Post Office",
      deposits_insured: true,
    });

    await admin.request("PUT", path, { deposits_insured: false });
    expect((await typeNamed(saver, "Post Office")).deposits_insured).toBe(
      false,
    );
  });

  it("gives a new type uninsured deposits, and a renamed type keeps its answer", async ({
    admin,
  }) => {
    const added = await admin.request("POST", "/api/admin/company-types", {
      type_name: "Co-operative Bank",
    });
    expect(added.statusCode).toBe(201);
    const type = added.json() as CompanyType;
    expect(type.deposits_insured).toBe(false);

    await admin.request(
      "PUT",
      `/api/admin/company-types/${type.id}/deposit-insurance`,
      { deposits_insured: true },
    );
    const renamed = await admin.request(
      "PATCH",
      `/api/admin/company-types/${type.id}`,
      { type_name: "Urban Co-operative Bank" },
    );
    expect(renamed.json()).toEqual({
      id: type.id,
      type_name: "Urban Co-operative Bank",
      deposits_insured: true,
    });
  });

  it("is the only list of types that carries it", async ({ saver }) => {
    const investTypes = (
      await saver.request("GET", "/api/admin/invest-types")
    ).json() as object[];
    expect(investTypes.length).toBeGreaterThan(0);
    for (const type of investTypes) {
      expect(Object.keys(type).sort()).toEqual(["id", "scheme", "type_name"]);
    }
  });
});
