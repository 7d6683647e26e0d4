import type { Investment } from "@kosh/core/contracts/investments";
import { describe, expect } from "vitest";
import { it, type SeededLists } from "../../test/fixtures.ts";
import type { Caller } from "../../test/tracker-harness.ts";

/**
 * Single-line text refuses control and text-direction characters, naming the field; notes keep
 * their line breaks and nothing else (docs/product.md).
 */

/** A valid new investment, to which a test adds the field it checks. */
const investment = (lists: SeededLists) => ({
  company_id: lists.companyId("State Bank of India"),
  invest_type_id: lists.investTypeId("Fixed Deposit"),
  principal_amount: 100000,
  rate_of_interest: 7,
  start_date: "2025-04-01",
  end_date: "2026-04-01",
});

/** The answer naming the field and the character it refused, written `U+000D`. */
const singleLine = (field: string, character: string) =>
  `${field} must be a single line without control characters, text-direction marks or other invisible characters (it holds ${character})`;
const notes = (character: string) =>
  `investment_notes may hold line breaks but no other control characters, text-direction marks or other invisible characters (it holds ${character})`;

/** Completes `caller`'s profile as Asha Rao of Pune, with `changes` to those fields. */
const completeProfile = (caller: Caller, changes: Record<string, string>) =>
  caller.request("PUT", "/api/auth/complete-profile", {
    name: "Asha Rao",
    date_of_birth: "1990-05-17",
    location: "Pune",
    ...changes,
  });

async function createInvestment(
  saver: Caller,
  lists: SeededLists,
): Promise<Investment> {
  const response = await saver.request(
    "POST",
    "/api/investments",
    investment(lists),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Investment;
}

describe("a single-line field holding a control or text-direction character", () => {
  it("refuses a name that would forge mail headers, and keeps the profile incomplete", async ({
    saver,
  }) => {
    const response = await completeProfile(saver, {
      name: "Asha Rao\r\nBcc: x@evil.example",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(singleLine("Name", "U+000D"));
    const profile = await saver.request("GET", "/api/auth/profile");
    expect(profile.json().user).toMatchObject({
      name: null,
      profile_completed: false,
    });
  });

  it.for([
    ["a trailing line feed", "Pune\n", "U+000A"],
    ["an ESC sequence", "Pune\u001b[2J", "U+001B"],
    ["a bidi isolate", "Pune\u2067", "U+2067"],
    ["a left-to-right mark", "Pune\u200e", "U+200E"],
    ["a right-to-left mark", "\u200fPune", "U+200F"],
    ["an Arabic letter mark", "Pu\u061cne", "U+061C"],
    ["a zero-width space", "Pu\u200bne", "U+200B"],
    ["a zero-width joiner between Latin letters", "Pu\u200dne", "U+200D"],
    ["a byte order mark", "\ufeffPune", "U+FEFF"],
    ["a line separator", "Pune\u2028East", "U+2028"],
    ["a paragraph separator", "Pune\u2029East", "U+2029"],
    ["a soft hyphen", "Pu\u00adne", "U+00AD"],
    ["a tag character", "Pune\u{e0041}", "U+E0041"],
  ] as const)(
    "refuses a location with %s",
    async ([_, location, character], { saver }) => {
      const response = await completeProfile(saver, { location });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(singleLine("Location", character));
    },
  );

  it("refuses half of a character (a lone surrogate), which the database would store as U+FFFD", async ({
    saver,
  }) => {
    // JSON.parse turns the escape into a string holding U+D800 alone: not well-formed text.
    const response = await saver.request(
      "PUT",
      "/api/auth/complete-profile",
      '{"name":"Asha Rao","date_of_birth":"1990-05-17","location":"Pune\\ud800"}',
      { "content-type": "application/json" },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      singleLine("Location", "U+D800, half of a character"),
    );
  });

  it("refuses a company name with a right-to-left override, and adds no company", async ({
    admin,
  }) => {
    const types = (
      await admin.request("GET", "/api/admin/company-types")
    ).json() as {
      id: string;
    }[];
    const before = (
      await admin.request("GET", "/api/admin/companies")
    ).json() as unknown[];
    const response = await admin.request("POST", "/api/admin/companies", {
      name: "Bank \u202eknaB",
      company_type_id: types[0]!.id,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(singleLine("name", "U+202E"));
    const after = (
      await admin.request("GET", "/api/admin/companies")
    ).json() as unknown[];
    expect(after).toHaveLength(before.length);
  });

  it.for([
    ["/api/admin/company-types", "NBFC\tdeposits", "U+0009"],
    ["/api/admin/invest-types", "Bond\u0085", "U+0085"],
  ] as const)(
    "refuses a type name for %s",
    async ([url, type_name, character], { admin }) => {
      const response = await admin.request("POST", url, { type_name });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(singleLine("type_name", character));
    },
  );

  it.for([
    ["document_number", "FDR-42\r\n", "U+000D"],
    ["account_number", "3001\u007f2345", "U+007F"],
  ] as const)(
    "refuses an investment whose %s holds one",
    async ([field, value, character], { tracker, saver, lists }) => {
      const before = await tracker.storedInvestments();
      const response = await saver.request("POST", "/api/investments", {
        ...investment(lists),
        [field]: value,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(singleLine(field, character));
      expect(await tracker.storedInvestments()).toEqual(before);
    },
  );

  it("refuses a renewal or closing reason with a line break, and the investment stays active", async ({
    tracker,
    saver,
    lists,
  }) => {
    const { id } = await createInvestment(saver, lists);
    const renewal = await saver.request(
      "POST",
      `/api/investments/${id}/renew`,
      {
        new_end_date: "2027-04-01",
        new_rate: 7,
        transaction_reason: "Rolled over\nBcc: x",
      },
    );
    expect(renewal.statusCode).toBe(400);
    expect(renewal.json().message).toBe(
      singleLine("transaction_reason", "U+000A"),
    );
    const closing = await saver.request("PUT", `/api/investments/${id}/close`, {
      transaction_reason: "Closed \u202e",
    });
    expect(closing.statusCode).toBe(400);
    expect(closing.json().message).toBe(
      singleLine("transaction_reason", "U+202E"),
    );
    const stored = (await tracker.storedInvestments()).find(
      (row) => row.id === id,
    );
    expect(stored?.status).toBe("active");
  });
});

describe("Hindi and the other Indic scripts", () => {
  it("keep the zero-width joiner and non-joiner between their letters, as their spelling needs", async ({
    tracker,
  }) => {
    const hindi = await tracker.signedInUser("plain-hindi");
    // क्‍ष keeps the half form of क (ZWJ); क्‌ष shows the virama (ZWNJ): two spellings of one name.
    const name = "लक्\u200dष्मी क्\u200cषमा";
    const response = await completeProfile(hindi, {
      name,
      location: "पुणे",
    });
    expect(response.statusCode, response.body).toBe(200);
    const profile = await hindi.request("GET", "/api/auth/profile");
    expect(profile.json().user).toMatchObject({ name, location: "पुणे" });
  });

  it("refuse a joiner that does not sit between two of their letters", async ({
    tracker,
  }) => {
    const hindi = await tracker.signedInUser("plain-hindi-edge");
    const response = await completeProfile(hindi, { name: "लक्ष्मी\u200d" });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(singleLine("Name", "U+200D"));
  });
});

describe("notes", () => {
  it("keep line breaks, LF and CR LF alike", async ({ saver, lists }) => {
    const notes = "Joint with spouse\nNominee: Ravi\r\nRenew in April";
    const response = await saver.request("POST", "/api/investments", {
      ...investment(lists),
      investment_notes: notes,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect((response.json() as Investment).investment_notes).toBe(notes);
  });

  it.for([
    ["an ESC", "Joint\u001b[31m with spouse", "U+001B"],
    ["a tab", "Joint\twith spouse", "U+0009"],
    ["a lone carriage return", "Joint\rwith spouse", "U+000D"],
    ["a right-to-left override", "Joint \u202ewith spouse", "U+202E"],
    ["a line separator", "Joint\u2028with spouse", "U+2028"],
    ["a zero-width space", "Joint\u200bwith spouse", "U+200B"],
  ] as const)(
    "refuse %s",
    async ([_, investment_notes, character], { tracker, saver, lists }) => {
      const before = await tracker.storedInvestments();
      const response = await saver.request("POST", "/api/investments", {
        ...investment(lists),
        investment_notes,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(notes(character));
      expect(await tracker.storedInvestments()).toEqual(before);
    },
  );
});
