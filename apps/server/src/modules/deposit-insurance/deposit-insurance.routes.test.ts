import { depositInsuranceEndpoints as endpoints } from "@kosh/core/api/deposit-insurance";
import { endpointPath } from "@kosh/core/api/endpoint-call";
import { describe, expect } from "vitest";
import { it } from "../../../test/fixtures.ts";

const COVER = endpointPath(endpoints.cover);
const SAVE = endpointPath(endpoints.save);

describe("the deposit insurance cover", () => {
  // DICGC's cover per depositor per bank since 4 February 2020 is ₹5,00,000 (Deposit Insurance and
  // Credit Guarantee Corporation, "Deposit Insurance": dicgc.org.in), what migration 0017 seeds.
  it("gives a signed-in person the seeded ₹5,00,000, and a guest nothing (401)", async ({
    saver,
    tracker,
  }) => {
    const answer = await saver.request("GET", COVER);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ cover: 500_000 });
    expect((await tracker.anonymous.request("GET", COVER)).statusCode).toBe(
      401,
    );
  });

  it("refuses a member's change (403) and a guest's (401), and keeps the cover", async ({
    saver,
    tracker,
  }) => {
    expect(
      (await saver.request("PUT", SAVE, { cover: 1_000_000 })).statusCode,
    ).toBe(403);
    expect(
      (await tracker.anonymous.request("PUT", SAVE, { cover: 1_000_000 }))
        .statusCode,
    ).toBe(401);
    expect((await saver.request("GET", COVER)).json()).toEqual({
      cover: 500_000,
    });
  });

  it.for([
    ["cover must be a whole number", 750_000.5],
    ["cover must be at least 100000", 99_999],
    ["cover must be at most 10000000", 10_000_001],
    ["cover must be a number", "500000"],
  ] as const)(
    "refuses a cover where %s (400), and keeps the one on record",
    async ([words, cover], { admin, saver }) => {
      const response = await admin.request("PUT", SAVE, { cover });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(words);
      expect((await saver.request("GET", COVER)).json()).toEqual({
        cover: 500_000,
      });
    },
  );

  it("takes an admin's new cover, which every signed-in person then reads", async ({
    admin,
    saver,
  }) => {
    const saved = await admin.request("PUT", SAVE, { cover: 1_000_000 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ cover: 1_000_000 });
    expect((await saver.request("GET", COVER)).json()).toEqual({
      cover: 1_000_000,
    });
    // Saved again, the same row changes: one cover, the latest.
    await admin.request("PUT", SAVE, { cover: 500_000 });
    expect((await admin.request("GET", COVER)).json()).toEqual({
      cover: 500_000,
    });
  });
});
