import {
  type AccountExport,
  accountExportSchema,
} from "@kosh/core/contracts/account";
import type { Household } from "@kosh/core/contracts/household";
import { describe, expect } from "vitest";
import { it } from "../../../test/fixtures.ts";
import { answer, fillHousehold } from "../../../test/filled-household.ts";
import { serverToday } from "../../server-today.ts";

/**
 * GET /api/account/export (docs/product.md#your-data): one JSON file of everything Kosh holds
 * about the person and their household, and nothing that would let anyone sign in as them.
 */
describe("downloading all my data", () => {
  it("gives one named JSON file of the person, their household and who shares it", async ({
    tracker,
    lists,
  }) => {
    const person = await tracker.signedInUser("exporter");
    const friend = await tracker.signedInUser("exporters-friend");
    const filled = await fillHousehold(tracker, lists, person, friend);
    const friendHousehold = await answer<Household[]>(
      friend,
      200,
      "GET",
      "/api/households",
    );
    await answer(friend, 201, "POST", "/api/household/access", {
      email: person.email,
      role: "view",
    });

    const response = await person.request("GET", "/api/account/export");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="kosh-data-${serverToday(tracker.server.clock.now())}.json"`,
    );
    const data: AccountExport = accountExportSchema.parse(response.json());

    expect(data).toMatchObject({
      format: "kosh-data",
      version: 1,
      profile: {
        id: filled.userId,
        email: person.email,
        name: "Meera Iyer",
        date_of_birth: "1960-01-26",
        location: "Chennai",
        role: "user",
        locale: "en",
      },
      reminders: { enabled: true, lead_days: [7, 1] },
      calendar_feed: { active: true },
      access_received: [
        { id: friendHousehold[0]!.id, name: friend.email, role: "view" },
      ],
    });
    expect(data.sign_ins.last_sign_in_at).not.toBeNull();
    expect(data.sign_ins.sessions).toEqual([
      {
        created_at: expect.any(String),
        last_seen_at: expect.any(String),
        expires_at: expect.any(String),
      },
    ]);

    const { household } = data;
    expect(household.id).toBe(filled.userId);
    expect(household.members.map((member) => member.name)).toEqual([
      "Meera Iyer",
      "Raman Iyer",
    ]);
    expect(household.access_given).toEqual([
      { email: friend.email, name: null, role: "edit" },
    ]);
    expect(household.investments).toHaveLength(4);
    expect(household.renewal_chains).toEqual([
      [filled.renewal.id, filled.renewed.id],
    ]);

    const renewal = household.investments.find(
      (investment) => investment.id === filled.renewal.id,
    );
    expect(renewal).toMatchObject({
      principal_amount: 268213,
      rate_of_interest: 6.8,
      renewal_reference_id: filled.renewed.id,
      holder_names: ["Raman Iyer", "Meera Iyer"],
      account_aggregator: {
        principalAmount: 268213,
        interestRate: 6.8,
        openingDate: "2025-04-01",
        maturityDate: "2026-04-01",
        maturityAmount: 286000,
        tenureDays: 365,
        compoundingFrequency: "QUARTERLY",
        interestPayout: "MATURITY",
        interestComputation: "COMPOUND",
        maskedAccNumber: "XXXXXXX4567",
      },
    });
    const ppf = household.investments.find(
      (investment) => investment.id === filled.ppf.id,
    );
    expect(ppf?.account_aggregator).toBeNull();
    expect(ppf?.deposits.map((deposit) => deposit.amount)).toEqual([
      150000, 150000,
    ]);

    // Nothing that opens a session or a feed: no token, digest or code.
    const text = response.body;
    expect(text).not.toMatch(/token|hash|salt|otp|code_/i);
  });

  it("gives a person with access only their own household, not the one shared with them", async ({
    tracker,
    lists,
  }) => {
    const owner = await tracker.signedInUser("sharing-owner");
    const viewer = await tracker.signedInUser("sharing-viewer");
    const filled = await fillHousehold(tracker, lists, owner, viewer);
    const data = accountExportSchema.parse(
      await answer(viewer, 200, "GET", "/api/account/export"),
    );
    expect(data.household.investments).toEqual([]);
    expect(data.household.members).toHaveLength(1);
    expect(data.access_received).toEqual([
      { id: filled.userId, name: "Meera Iyer", role: "edit" },
    ]);
  });

  it("is refused without a session", async ({ stranger, tracker }) => {
    const response = await stranger.request("GET", "/api/account/export");
    expect(response.statusCode).toBe(401);
    const anonymous = await tracker.anonymous.request(
      "GET",
      "/api/account/export",
    );
    expect(anonymous.statusCode).toBe(401);
  });
});
