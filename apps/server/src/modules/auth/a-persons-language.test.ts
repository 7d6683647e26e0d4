import { sql } from "drizzle-orm";
import { describe, expect } from "vitest";
import {
  databaseMigratedUpTo,
  koshAfterUpgrade,
} from "../../../test/database-before-migration.ts";
import { it } from "../../../test/fixtures.ts";
import { queryRows } from "../../../test/query-rows.ts";
import {
  type SignInHarness,
  uniqueEmail,
  uniqueIp,
} from "../../../test/sign-in-harness.ts";
import { MINUTE } from "../../../test/test-clock.ts";

/** Signs in as from a page in that language (the web sends its page's in Accept-Language). */
async function signInFromPage(
  kosh: SignInHarness,
  email: string,
  language: string,
) {
  const request = { headers: { "accept-language": language } };
  const remoteAddress = uniqueIp();
  await kosh.app.inject({
    ...request,
    method: "POST",
    url: "/api/auth/send-otp",
    payload: { email },
    remoteAddress,
  });
  await kosh.app.mailQueue.drain();
  const verified = await kosh.app.inject({
    ...request,
    method: "POST",
    url: "/api/auth/verify-otp",
    payload: { email, otp: kosh.latestMailedCode(email) },
    remoteAddress,
  });
  expect(verified.statusCode, verified.body).toBe(200);
  return verified.json() as {
    session: { access_token: string };
    user: { locale: string };
  };
}

const setLocale = (kosh: SignInHarness, token: string, locale: string) =>
  kosh.app.inject({
    method: "PUT",
    url: "/api/auth/locale",
    headers: { authorization: `Bearer ${token}` },
    payload: { locale },
  });

describe("a person's language", () => {
  it("is English for a person who signed in from an English page", async ({
    kosh,
  }) => {
    const email = uniqueEmail("english");
    await kosh.invite(email);
    const token = await kosh.signIn(email);

    const profile = await kosh.get("/api/auth/profile", token);
    expect(profile.json().user).toMatchObject({ email, locale: "en" });
  });

  it("becomes Hindi at a first sign-in from a Hindi page, and stays so at a later one from an English page", async ({
    kosh,
  }) => {
    const email = uniqueEmail("hindi-first");
    await kosh.invite(email);

    const first = await signInFromPage(kosh, email, "hi-IN,hi;q=0.9");
    expect(first.user.locale).toBe("hi");

    // Past the wait before another code to the same address.
    kosh.clock.advance(2 * MINUTE);
    const later = await signInFromPage(kosh, email, "en-IN");
    expect(later.user.locale).toBe("hi");
    const profile = await kosh.get(
      "/api/auth/profile",
      later.session.access_token,
    );
    expect(profile.json().user.locale).toBe("hi");
  });

  it("is set by the signed-in person, and the profile answers it from then on", async ({
    kosh,
  }) => {
    const email = uniqueEmail("switcher");
    await kosh.invite(email);
    const token = await kosh.signIn(email);

    const toHindi = await setLocale(kosh, token, "hi");
    expect(toHindi.statusCode, toHindi.body).toBe(200);
    expect(toHindi.json()).toEqual({
      user: expect.objectContaining({ email, locale: "hi" }),
    });
    expect(
      (await kosh.get("/api/auth/profile", token)).json().user.locale,
    ).toBe("hi");

    const back = await setLocale(kosh, token, "en");
    expect(back.json().user.locale).toBe("en");
    expect(
      (await kosh.get("/api/auth/profile", token)).json().user.locale,
    ).toBe("en");
  });

  it("takes only a language Kosh speaks, and only from a person signed in", async ({
    kosh,
  }) => {
    const email = uniqueEmail("french");
    await kosh.invite(email);
    const token = await kosh.signIn(email);

    const french = await setLocale(kosh, token, "fr");
    expect(french.statusCode).toBe(400);
    expect(
      (await kosh.get("/api/auth/profile", token)).json().user.locale,
    ).toBe("en");

    const anonymous = await kosh.app.inject({
      method: "PUT",
      url: "/api/auth/locale",
      payload: { locale: "hi" },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("is English by default in the table, which refuses a language Kosh does not speak", async ({
    kosh,
  }) => {
    const email = uniqueEmail("table");
    await kosh.db.execute(sql`insert into users (email) values (${email})`);
    expect(
      await queryRows<{ locale: string }>(
        kosh.db,
        sql`select locale from users where email = ${email}`,
      ),
    ).toEqual([{ locale: "en" }]);

    await expect(
      kosh.db.execute(
        sql`update users set locale = 'fr' where email = ${email}`,
      ),
    ).rejects.toMatchObject({
      cause: expect.objectContaining({ constraint: "users_locale_check" }),
    });
  });
});

describe("the people of an earlier Kosh (migration 0009)", () => {
  it("read it in English after the upgrade, and may choose Hindi", async () => {
    const client = await databaseMigratedUpTo(8);
    await client.query(
      "insert into users (email, name) values ('before@kosh.test', 'Asha Rao')",
    );

    const kosh = await koshAfterUpgrade(client);
    try {
      const rows = await queryRows<{ locale: string }>(
        kosh.db,
        sql`select locale from users where email = 'before@kosh.test'`,
      );
      expect(rows).toEqual([{ locale: "en" }]);
      await kosh.db.execute(
        sql`update users set locale = 'hi' where email = 'before@kosh.test'`,
      );
      await expect(
        kosh.db.execute(
          sql`update users set locale = 'xx' where email = 'before@kosh.test'`,
        ),
      ).rejects.toThrow();
    } finally {
      await kosh.close();
    }
  });
});
