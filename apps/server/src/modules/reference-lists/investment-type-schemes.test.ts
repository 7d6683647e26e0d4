import type { InvestType } from "@kosh/core/contracts/reference-lists";
import { describe, expect } from "vitest";
import { it } from "../../../test/fixtures.ts";
import type { Caller } from "../../../test/tracker-harness.ts";

const types = async (caller: Caller) =>
  (
    await caller.request("GET", "/api/admin/invest-types")
  ).json() as InvestType[];
const schemePath = (id: string) => `/api/admin/invest-types/${id}/scheme`;
const MISSING = "00000000-0000-4000-8000-000000000000";

describe("an investment type's scheme", () => {
  it("is seeded for the usual names, each type answering with its scheme", async ({
    saver,
  }) => {
    const byName = Object.fromEntries(
      (await types(saver)).map((type) => [type.type_name, type.scheme]),
    );
    expect(byName).toEqual({
      Bonds: "term_deposit",
      "Corporate FD": "term_deposit",
      "Fixed Deposit": "term_deposit",
      KVP: "kvp",
      NSC: "nsc",
      PPF: "ppf",
      "Post Office MIS": "post_office_mis",
      "Post Office Time Deposit": "post_office_td",
      "Recurring Deposit": "recurring_deposit",
      "Senior Citizens Savings Scheme": "scss",
      "Sukanya Samriddhi": "sukanya_samriddhi",
    });
  });

  it("of a new type is the one its name says, a term deposit for any other name", async ({
    admin,
  }) => {
    const add = async (type_name: string) =>
      (
        await admin.request("POST", "/api/admin/invest-types", { type_name })
      ).json() as InvestType;
    expect(await add("  public   provident FUND ")).toMatchObject({
      type_name: "public provident FUND",
      scheme: "ppf",
    });
    expect(await add("Senior Citizens' Savings Scheme (joint)")).toMatchObject({
      scheme: "term_deposit",
    });
    expect((await add("Kisan Vikas Patra")).scheme).toBe("kvp");
    const renamed = await admin.request(
      "PATCH",
      `/api/admin/invest-types/${(await add("Tax Saver FD")).id}`,
      { type_name: "Tax-saver Fixed Deposit" },
    );
    expect(renamed.json()).toMatchObject({
      type_name: "Tax-saver Fixed Deposit",
      scheme: "term_deposit",
    });
  });

  it("is changed by an admin while no investment uses the type, and only by an admin", async ({
    admin,
    saver,
  }) => {
    const type = (
      await admin.request("POST", "/api/admin/invest-types", {
        type_name: "Post Office Savings",
      })
    ).json() as InvestType;
    expect(
      (
        await saver.request("PUT", schemePath(type.id), {
          scheme: "post_office_td",
        })
      ).statusCode,
    ).toBe(403);

    const changed = await admin.request("PUT", schemePath(type.id), {
      scheme: "post_office_td",
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({
      id: type.id,
      type_name: "Post Office Savings",
      scheme: "post_office_td",
    });
    expect((await types(saver)).find((entry) => entry.id === type.id)).toEqual(
      changed.json(),
    );
  });

  it("answers 404 for a type that does not exist and 400 naming the field for a scheme it does not know", async ({
    admin,
    lists,
  }) => {
    for (const id of [MISSING, "not-a-uuid"]) {
      const missing = await admin.request("PUT", schemePath(id), {
        scheme: "ppf",
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe("Investment type not found.");
    }
    const unknown = await admin.request(
      "PUT",
      schemePath(lists.investTypeId("Bonds")),
      { scheme: "gold_bond" },
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain("scheme");
  });

  it("is refused with 409 counting the investments that use the type, which keep counting as before", async ({
    admin,
    saver,
    lists,
  }) => {
    const typeId = lists.investTypeId("Corporate FD");
    for (const start of ["2025-01-01", "2025-02-01"]) {
      const added = await saver.request("POST", "/api/investments", {
        company_id: lists.companyId("Bajaj Finance"),
        invest_type_id: typeId,
        principal_amount: 100_000,
        rate_of_interest: 8,
        start_date: start,
        end_date: "2027-01-01",
      });
      expect(added.statusCode).toBe(201);
    }
    const refused = await admin.request("PUT", schemePath(typeId), {
      scheme: "recurring_deposit",
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "This investment type is used by 2 investments, so its scheme cannot be changed: they would be counted another way. Add a new type for the other scheme instead.",
    );
    const inHindi = await admin.request(
      "PUT",
      schemePath(typeId),
      { scheme: "recurring_deposit" },
      { "accept-language": "hi" },
    );
    expect(inHindi.json().message).toContain("2 निवेशों");

    const list = (await saver.request("GET", "/api/investments")).json() as {
      scheme: string;
    }[];
    expect(list.map((investment) => investment.scheme)).toEqual([
      "term_deposit",
      "term_deposit",
    ]);
    // Setting the scheme it already has changes nothing, so it is no conflict.
    const same = await admin.request("PUT", schemePath(typeId), {
      scheme: "term_deposit",
    });
    expect(same.statusCode).toBe(200);
  });
});
