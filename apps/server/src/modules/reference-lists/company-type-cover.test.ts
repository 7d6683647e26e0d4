import type {
  Company,
  CompanyType,
} from "@kosh/core/contracts/reference-lists";
import { describe, expect } from "vitest";
import { it } from "../../../test/fixtures.ts";
import type { Caller } from "../../../test/tracker-harness.ts";

const companies = async (caller: Caller) =>
  (await caller.request("GET", "/api/admin/companies")).json() as Company[];
const coverOf = (list: Company[], name: string) =>
  list.find((company) => company.name === name)?.investment_company_types.cover;
const coverPath = (typeId: string) =>
  `/api/admin/company-types/${typeId}/cover`;

describe("what stands behind a company type's deposits", () => {
  it("is seeded deposit insurance for banks and small finance banks, the Government of India for the post office, nothing for NBFCs", async ({
    saver,
  }) => {
    const list = await companies(saver);
    expect(coverOf(list, "State Bank of India")).toBe("deposit_insurance");
    expect(coverOf(list, "AU Small Finance Bank")).toBe("deposit_insurance");
    expect(coverOf(list, "India Post")).toBe("government");
    expect(coverOf(list, "Bajaj Finance")).toBe("none");
  });

  it("is set by an admin, and only by an admin, to one of the three", async ({
    saver,
    admin,
  }) => {
    const nbfc = (await companies(saver)).find(
      (company) => company.name === "Bajaj Finance",
    )!;
    const path = coverPath(nbfc.company_type_id);
    const change = { cover: "deposit_insurance" };
    expect((await saver.request("PUT", path, change)).statusCode).toBe(403);
    const answer = await admin.request("PUT", path, change);
    expect(answer.statusCode).toBe(200);
    expect(coverOf(await companies(saver), "Bajaj Finance")).toBe(
      "deposit_insurance",
    );
    const bad = await admin.request("PUT", path, { cover: true });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(
      "cover must be one of deposit_insurance, government, none",
    );
    const missing = await admin.request(
      "PUT",
      coverPath("00000000-0000-4000-8000-000000000000"),
      { cover: "none" },
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

  it("says for each type what stands behind its deposits, and follows an admin's change", async ({
    saver,
    admin,
  }) => {
    expect((await typeNamed(saver, "Small Finance Bank")).cover).toBe(
      "deposit_insurance",
    );
    const postOffice = await typeNamed(saver, "Post Office");
    expect(postOffice.cover).toBe("government");

    const path = coverPath(postOffice.id);
    const answer = await admin.request("PUT", path, { cover: "none" });
    expect(answer.json()).toEqual({ id: postOffice.id, cover: "none" });
    expect(await typeNamed(saver, "Post Office")).toEqual({
      id: postOffice.id,
      type_name: "Post Office",
      cover: "none",
    });

    await admin.request("PUT", path, { cover: "government" });
    expect((await typeNamed(saver, "Post Office")).cover).toBe("government");
  });

  it("gives a new type nothing behind its deposits, and a renamed type keeps its answer", async ({
    admin,
  }) => {
    const added = await admin.request("POST", "/api/admin/company-types", {
      type_name: "Co-operative Bank",
    });
    expect(added.statusCode).toBe(201);
    const type = added.json() as CompanyType;
    expect(type.cover).toBe("none");

    await admin.request("PUT", coverPath(type.id), {
      cover: "deposit_insurance",
    });
    const renamed = await admin.request(
      "PATCH",
      `/api/admin/company-types/${type.id}`,
      { type_name: "Urban Co-operative Bank" },
    );
    expect(renamed.json()).toEqual({
      id: type.id,
      type_name: "Urban Co-operative Bank",
      cover: "deposit_insurance",
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
