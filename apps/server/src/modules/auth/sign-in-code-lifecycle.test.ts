import { sql } from "drizzle-orm";
import { describe, expect } from "vitest";
import { it } from "../../../test/fixtures.ts";
import { mailSubject, mimeHeaders, mimeTextParts } from "@kosh/testing/mime";
import { queryRows } from "../../../test/query-rows.ts";
import { uniqueEmail, uniqueIp } from "../../../test/sign-in-harness.ts";
import { MINUTE, SECOND } from "../../../test/test-clock.ts";

describe("a sign-in code", () => {
  it("arrives by e-mail as six digits, in a plain-text and an HTML part stating its expiry, without tracking", async ({
    kosh,
  }) => {
    const email = uniqueEmail("mail");
    await kosh.invite(email);

    const response = await kosh.sendCode(email);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: "If this address is invited, a code is on its way.",
    });
    const [mail] = kosh.smtp.mailsTo(email);
    if (!mail) throw new Error("no mail arrived");
    const parts = mimeTextParts(mail.raw);
    const text =
      parts.find((part) => part.contentType === "text/plain")?.text ?? "";
    const html =
      parts.find((part) => part.contentType === "text/html")?.text ?? "";
    const code = kosh.latestMailedCode(email);
    expect(code).toMatch(/^\d{6}$/);
    expect(html).toContain(code);
    // The test clock stands at 04:30 UTC, which is 10:00 in India; the code lives until 10:10.
    expect(text).toContain(
      "It expires in 10 minutes (10 March 2026 at 10:10 am IST)",
    );
    expect(html).toContain("10 minutes (10 March 2026 at 10:10 am IST)");
    expect(mimeHeaders(mail.raw).get("subject")).toBe(
      `${code} is your Kosh sign-in code`,
    );
    // No pixels, no remote resources, no links that could tell anyone the mail was opened.
    expect(html).not.toMatch(/<img|<a\s|src=|url\(/i);
  });

  it("arrives in Hindi, subject and both parts, when a Hindi page asks for it, the code intact", async ({
    kosh,
  }) => {
    const email = uniqueEmail("hindi-mail");
    await kosh.invite(email);

    const response = await kosh.app.inject({
      method: "POST",
      url: "/api/auth/send-otp",
      headers: { "accept-language": "hi-IN" },
      payload: { email },
      remoteAddress: uniqueIp(),
    });
    await kosh.app.mailQueue.drain();

    expect(response.statusCode).toBe(200);
    const [mail] = kosh.smtp.mailsTo(email);
    if (!mail) throw new Error("no mail arrived");
    const code = kosh.latestMailedCode(email);
    expect(code).toMatch(/^\d{6}$/);
    expect(mailSubject(mail.raw)).toBe(`${code} आपका Kosh साइन-इन कोड है`);
    const parts = mimeTextParts(mail.raw);
    const text =
      parts.find((part) => part.contentType === "text/plain")?.text ?? "";
    const html =
      parts.find((part) => part.contentType === "text/html")?.text ?? "";
    expect(text).toContain(`आपका Kosh साइन-इन कोड ${code} है`);
    expect(html).toContain(`>${code}</p>`);
    expect(html).toContain('<html lang="hi-IN">');
    // 10:10 in India, as hi-IN writes it.
    for (const part of [text, html])
      expect(part).toContain(
        "यह 10 मिनट में (10 मार्च 2026 को 10:10 am IST बजे) समाप्त हो जाएगा",
      );
    expect(text).not.toMatch(/expires|sign-in page/);
  });

  it("speaks the asking page's language, not the one the person chose", async ({
    kosh,
  }) => {
    const email = uniqueEmail("hindi-person");
    await kosh.invite(email);
    await kosh.db.execute(
      sql`update users set locale = 'hi' where email = ${email}`,
    );

    await kosh.sendCode(email);

    const [mail] = kosh.smtp.mailsTo(email);
    expect(mailSubject(mail!.raw)).toBe(
      `${kosh.latestMailedCode(email)} is your Kosh sign-in code`,
    );
  });

  it("signs the person in and returns the session and the user", async ({
    kosh,
  }) => {
    const email = uniqueEmail("verify");
    await kosh.invite(email);
    await kosh.sendCode(email);

    const response = await kosh.verify(email, kosh.latestMailedCode(email));

    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const body = response.json();
    expect(body.session.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.session.expires_at).toBe(
      new Date(
        kosh.clock.now().getTime() + 30 * 24 * 60 * MINUTE,
      ).toISOString(),
    );
    expect(body.user).toEqual({
      id: expect.any(String),
      email,
      name: null,
      role: "user",
      profile_completed: false,
      date_of_birth: null,
      location: null,
      locale: "en",
    });
  });

  it("accepts the address in any case and with spaces around it", async ({
    kosh,
  }) => {
    const email = uniqueEmail("case");
    await kosh.invite(email);
    await kosh.sendCode(`  ${email.toUpperCase()} `);

    const response = await kosh.verify(
      email.toUpperCase(),
      kosh.latestMailedCode(email),
    );

    expect(response.statusCode).toBe(200);
    expect(response.json().user.email).toBe(email);
  });

  it("is stored only as a salted hash: the code is nowhere in the database in clear", async ({
    kosh,
  }) => {
    const email = uniqueEmail("hashed");
    await kosh.invite(email);
    await kosh.sendCode(email);
    const code = kosh.latestMailedCode(email);

    const tables = await queryRows<{
      table_schema: string;
      table_name: string;
    }>(
      kosh.db,
      sql`select table_schema, table_name from information_schema.tables where table_schema in ('public', 'drizzle')`,
    );
    expect(tables.map((table) => table.table_name)).toContain("otp_codes");
    for (const { table_schema, table_name } of tables) {
      const rows = await queryRows<{ row: string }>(
        kosh.db,
        sql`select t::text as row from ${sql.identifier(table_schema)}.${sql.identifier(table_name)} t`,
      );
      for (const { row } of rows)
        expect(row, `a row of ${table_name}`).not.toContain(code);
    }
    const stored = await queryRows<{ code_hash: string }>(
      kosh.db,
      sql`select code_hash from otp_codes where email = ${email}`,
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("still works 9 minutes 59 seconds after it was sent", async ({ kosh }) => {
    const email = uniqueEmail("fresh");
    await kosh.invite(email);
    await kosh.sendCode(email);

    kosh.clock.advance(10 * MINUTE - SECOND);
    const response = await kosh.verify(email, kosh.latestMailedCode(email));

    expect(response.statusCode).toBe(200);
  });

  it("is refused once 10 minutes have passed", async ({ kosh }) => {
    const email = uniqueEmail("expired");
    await kosh.invite(email);
    await kosh.sendCode(email);

    kosh.clock.advance(10 * MINUTE);
    const response = await kosh.verify(email, kosh.latestMailedCode(email));

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "INVALID_OTP",
      message:
        "This code has expired or has already been used. Please request a new one.",
    });
  });

  it("works only once", async ({ kosh }) => {
    const email = uniqueEmail("once");
    await kosh.invite(email);
    await kosh.sendCode(email);
    const code = kosh.latestMailedCode(email);

    const first = await kosh.verify(email, code);
    const second = await kosh.verify(email, code);

    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toBe(
      "This code has expired or has already been used. Please request a new one.",
    );
  });

  it("verified twice at the same moment opens exactly one session", async ({
    kosh,
  }) => {
    const email = uniqueEmail("race");
    await kosh.invite(email);
    await kosh.sendCode(email);
    const code = kosh.latestMailedCode(email);

    const answers = await Promise.all([
      kosh.verify(email, code),
      kosh.verify(email, code),
      kosh.verify(email, code),
    ]);

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      200, 400, 400,
    ]);
    const sessions = await queryRows<{ count: number }>(
      kosh.db,
      sql`select count(*)::int as count from sessions s join users u on u.id = s.user_id where u.email = ${email}`,
    );
    expect(sessions[0]?.count).toBe(1);
  });

  it("stops working when a newer code is sent: only the latest one is valid", async ({
    kosh,
  }) => {
    const email = uniqueEmail("latest");
    await kosh.invite(email);
    await kosh.sendCode(email);
    const older = kosh.latestMailedCode(email);
    kosh.clock.advance(60 * SECOND);
    await kosh.resendCode(email);
    const newer = kosh.latestMailedCode(email);
    // Two random codes can coincide (one chance in a million); the rule is only visible when they differ.
    if (older === newer) return;

    const withOlder = await kosh.verify(email, older);
    const withNewer = await kosh.verify(email, newer);

    expect(withOlder.statusCode).toBe(400);
    expect(withNewer.statusCode).toBe(200);
  });

  it("sent before the latest says it was replaced by a newer one, costing no try, in the page's language", async ({
    kosh,
  }) => {
    const email = uniqueEmail("superseded");
    await kosh.invite(email);
    await kosh.sendCode(email);
    const first = kosh.latestMailedCode(email);
    kosh.clock.advance(60 * SECOND);
    await kosh.resendCode(email);
    const second = kosh.latestMailedCode(email);
    kosh.clock.advance(60 * SECOND);
    await kosh.resendCode(email);
    const latest = kosh.latestMailedCode(email);
    // Two random codes can coincide (one chance in a million); the rule is only visible when they differ.
    if (new Set([first, second, latest]).size < 3) return;

    // Each earlier code, typed more often than a code's five wrong tries allow.
    for (const older of [first, second, first, second, first, second]) {
      const response = await kosh.verify(email, older);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: "INVALID_OTP",
        message:
          "This code no longer works: a new one was sent when you asked again. Enter the code from the latest e-mail.",
      });
    }
    const inHindi = await kosh.app.inject({
      method: "POST",
      url: "/api/auth/verify-otp",
      headers: { "accept-language": "hi-IN" },
      payload: { email, otp: first },
    });
    expect(inHindi.json().message).toBe(
      "यह कोड अब काम नहीं करेगा: आपके दोबारा माँगने पर नया कोड भेजा गया है। सबसे नए ईमेल में आया कोड डालें।",
    );
    // A code nobody sent is still a wrong try.
    const wrong = [first, second, latest].includes("000000")
      ? "111111"
      : "000000";
    if ([first, second, latest].includes(wrong)) return;
    expect((await kosh.verify(email, wrong)).json().message).toBe(
      "The code is incorrect. 4 tries left.",
    );
    expect((await kosh.verify(email, latest)).statusCode).toBe(200);
  });

  it("that was used says so, not that it was replaced, once a newer one is sent", async ({
    kosh,
  }) => {
    const email = uniqueEmail("used-then-new");
    await kosh.invite(email);
    await kosh.sendCode(email);
    const used = kosh.latestMailedCode(email);
    expect((await kosh.verify(email, used)).statusCode).toBe(200);
    kosh.clock.advance(60 * SECOND);
    await kosh.sendCode(email);
    if (kosh.latestMailedCode(email) === used) return;

    const response = await kosh.verify(email, used);

    expect(response.json().message).toBe(
      "The code is incorrect. 4 tries left.",
    );
  });

  it("that was never sent does not sign anyone in", async ({ kosh }) => {
    const email = uniqueEmail("never-sent");
    await kosh.invite(email);

    const response = await kosh.verify(email, "123456");

    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("INVALID_OTP");
  });

  it("must be six digits, with messages naming the field", async ({ kosh }) => {
    const missing = await kosh.app.inject({
      method: "POST",
      url: "/api/auth/verify-otp",
      payload: { email: "a@example.com" },
    });
    const short = await kosh.verify("a@example.com", "12345");
    const badEmail = await kosh.sendCode("not-an-address");

    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("OTP is required");
    expect(short.json().message).toBe("OTP must be 6 digits");
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().message).toBe("Email is invalid");
  });
});
