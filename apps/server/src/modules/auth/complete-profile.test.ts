import { describe, expect } from "vitest";
import { it } from "../../../test/fixtures.ts";
import {
  type SignInHarness,
  uniqueEmail,
} from "../../../test/sign-in-harness.ts";

/** The person completing their profile, signed in once for the file. */
let token: string;
let email: string;
it.beforeAll(async ({ kosh }) => {
  // 2026-03-10 in India, so a person born in 2008 is 18 by year difference.
  kosh.clock.set(new Date("2026-03-10T04:30:00.000Z"));
  email = uniqueEmail("profile");
  await kosh.invite(email);
  token = await kosh.signIn(email);
});

const completeProfile = (
  kosh: SignInHarness,
  payload: unknown,
  bearer: string | null = token,
) =>
  kosh.app.inject({
    method: "PUT",
    url: "/api/auth/complete-profile",
    headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
    payload: payload as object,
  });

const valid = {
  name: "Asha Rao",
  date_of_birth: "1990-05-17",
  location: "Pune",
};

describe("completing the profile", () => {
  it.for([
    [{ ...valid, name: "  " }, "Name is required"],
    [
      { date_of_birth: valid.date_of_birth, location: valid.location },
      "Name is required",
    ],
    [{ ...valid, date_of_birth: "" }, "Date of birth is required"],
    [
      { name: valid.name, location: valid.location },
      "Date of birth is required",
    ],
    [
      { ...valid, date_of_birth: "2009-01-01" },
      "You must be at least 18 years old",
    ],
    [
      { ...valid, date_of_birth: "2026-03-11" },
      "Date of birth cannot be in the future",
    ],
    [
      { ...valid, date_of_birth: "2001-02-30" },
      "Date of birth must be a real date",
    ],
    // Year 0000 passes as a calendar date but PostgreSQL cannot store it (found by the fuzz test).
    [
      { ...valid, date_of_birth: "0000-01-01" },
      "Date of birth must be in 1900 or later.",
    ],
    [{ ...valid, location: "" }, "Location is required"],
    [
      { name: valid.name, date_of_birth: valid.date_of_birth },
      "Location is required",
    ],
  ] as const)("refuses %j with '%s'", async ([payload, message], { kosh }) => {
    const response = await completeProfile(kosh, payload);

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it("counts age by year difference: born on the last day of 2008 is old enough in 2026", async ({
    kosh,
  }) => {
    const response = await completeProfile(kosh, {
      ...valid,
      date_of_birth: "2008-12-31",
    });

    expect(response.statusCode).toBe(200);
    expect(response.json().user.date_of_birth).toBe("2008-12-31");
  });

  it("saves the profile and returns the updated user, which the profile then shows", async ({
    kosh,
  }) => {
    const response = await completeProfile(kosh, {
      ...valid,
      userId: "ignored-by-the-server",
    });
    const profile = await kosh.get("/api/auth/profile", token);

    expect(response.statusCode).toBe(200);
    const expected = {
      id: expect.any(String),
      email,
      name: "Asha Rao",
      role: "user",
      profile_completed: true,
      date_of_birth: "1990-05-17",
      location: "Pune",
      locale: "en",
    };
    expect(response.json()).toEqual({ user: expected });
    expect(profile.json()).toEqual({ user: expected });
  });

  it("needs a signed-in user", async ({ kosh }) => {
    const response = await completeProfile(kosh, valid, null);

    expect(response.statusCode).toBe(401);
  });

  it("answers a stranger 401 before reading the body, not its validation errors", async ({
    kosh,
  }) => {
    const response = await completeProfile(kosh, { name: "" }, null);

    expect(response.statusCode).toBe(401);
  });
});
