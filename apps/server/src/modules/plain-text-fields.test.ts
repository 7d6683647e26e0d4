import type { Investment } from "@kosh/core/contracts/investments";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Caller,
  startTrackerHarness,
  type TrackerHarness,
} from "../../test/tracker-harness.ts";

/**
 * Single-line text refuses control and text-direction characters, naming the field; notes keep
 * their line breaks and nothing else (docs/product.md).
 */

let tracker: TrackerHarness;
let admin: Caller;
let saver: Caller;
let investment: () => Record<string, unknown>;

beforeAll(async () => {
  tracker = await startTrackerHarness();
  admin = await tracker.signedInUser("plain-admin", "admin");
  saver = await tracker.signedInUser("plain-saver");
  const company_id = await tracker.companyId("State Bank of India");
  const invest_type_id = await tracker.investTypeId("Fixed Deposit");
  investment = () => ({
    company_id,
    invest_type_id,
    principal_amount: 100000,
    rate_of_interest: 7,
    start_date: "2025-04-01",
    end_date: "2026-04-01",
  });
});
afterAll(() => tracker.close());

const SINGLE_LINE =
  "must be a single line without control characters or text-direction marks";
const NOTES =
  "investment_notes may hold line breaks but no other control characters or text-direction marks";

async function createInvestment(): Promise<Investment> {
  const response = await saver.request(
    "POST",
    "/api/investments",
    investment(),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Investment;
}

describe("a single-line field holding a control or text-direction character", () => {
  it("refuses a name that would forge mail headers, and keeps the profile incomplete", async () => {
    const response = await saver.request("PUT", "/api/auth/complete-profile", {
      name: "Asha Rao\r\nBcc: x@evil.example",
      date_of_birth: "1990-05-17",
      location: "Pune",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`Name ${SINGLE_LINE}`);
    const profile = await saver.request("GET", "/api/auth/profile");
    expect(profile.json().user).toMatchObject({
      name: null,
      profile_completed: false,
    });
  });

  it.each([
    ["a trailing line feed", "Pune\n"],
    ["an ESC sequence", "Pune\u001b[2J"],
    ["a bidi isolate", "Pune\u2067"],
  ])("refuses a location with %s", async (_, location) => {
    const response = await saver.request("PUT", "/api/auth/complete-profile", {
      name: "Asha Rao",
      date_of_birth: "1990-05-17",
      location,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`Location ${SINGLE_LINE}`);
  });

  it("refuses a company name with a right-to-left override, and adds no company", async () => {
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
    expect(response.json().message).toBe(`name ${SINGLE_LINE}`);
    const after = (
      await admin.request("GET", "/api/admin/companies")
    ).json() as unknown[];
    expect(after).toHaveLength(before.length);
  });

  it.each([
    ["/api/admin/company-types", "NBFC\tdeposits"],
    ["/api/admin/invest-types", "Bond\u0085"],
  ])("refuses a type name for %s", async (url, type_name) => {
    const response = await admin.request("POST", url, { type_name });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`type_name ${SINGLE_LINE}`);
  });

  it.each([
    ["document_number", "FDR-42\r\n"],
    ["account_number", "3001\u007f2345"],
  ])("refuses an investment whose %s holds one", async (field, value) => {
    const before = await tracker.storedInvestments();
    const response = await saver.request("POST", "/api/investments", {
      ...investment(),
      [field]: value,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`${field} ${SINGLE_LINE}`);
    expect(await tracker.storedInvestments()).toEqual(before);
  });

  it("refuses a renewal or closing reason with a line break, and the investment stays active", async () => {
    const { id } = await createInvestment();
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
    expect(renewal.json().message).toBe(`transaction_reason ${SINGLE_LINE}`);
    const closing = await saver.request("PUT", `/api/investments/${id}/close`, {
      transaction_reason: "Closed \u202e",
    });
    expect(closing.statusCode).toBe(400);
    expect(closing.json().message).toBe(`transaction_reason ${SINGLE_LINE}`);
    const stored = (await tracker.storedInvestments()).find(
      (row) => row.id === id,
    );
    expect(stored?.status).toBe("active");
  });
});

describe("notes", () => {
  it("keep line breaks, LF and CR LF alike", async () => {
    const notes = "Joint with spouse\nNominee: Ravi\r\nRenew in April";
    const response = await saver.request("POST", "/api/investments", {
      ...investment(),
      investment_notes: notes,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect((response.json() as Investment).investment_notes).toBe(notes);
  });

  it.each([
    ["an ESC", "Joint\u001b[31m with spouse"],
    ["a tab", "Joint\twith spouse"],
    ["a lone carriage return", "Joint\rwith spouse"],
    ["a right-to-left override", "Joint \u202ewith spouse"],
  ])("refuse %s", async (_, investment_notes) => {
    const before = await tracker.storedInvestments();
    const response = await saver.request("POST", "/api/investments", {
      ...investment(),
      investment_notes,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(NOTES);
    expect(await tracker.storedInvestments()).toEqual(before);
  });
});
