import type { AdminUser } from "@kosh/core/contracts/admin-users";
import type { Investment } from "@kosh/core/contracts/investments";
import type { LightMyRequestResponse } from "fastify";
import { describe, expect } from "vitest";
import { holdsEnglish } from "@kosh/core/i18n/english-left";
import { it } from "../../test/fixtures.ts";
import { uniqueEmail, uniqueIp } from "../../test/sign-in-harness.ts";

/** What the web app sends from a Hindi page (docs/decisions/0038-hindi-with-typed-dictionaries.md). */
const HINDI = { "accept-language": "hi-IN" };

describe("an error answered to a request in Hindi", () => {
  it("says what is wrong with each field in Hindi", async ({ kosh }) => {
    const response = await kosh.app.inject({
      method: "POST",
      url: "/api/auth/send-otp",
      headers: HINDI,
      payload: { email: "" },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "VALIDATION_ERROR",
      message: "ईमेल आवश्यक है",
    });
  });

  it("joins several fields' messages, each in Hindi", async ({ kosh }) => {
    const response = await kosh.app.inject({
      method: "POST",
      url: "/api/calculate/simple-interest",
      headers: HINDI,
      payload: { principal: 0, rate: 60, extra: 1 },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      "principal 0 से अधिक होना चाहिए; rate अधिकतम 50% हो सकता है; time आवश्यक है; अज्ञात फ़ील्ड: extra",
    );
  });

  it("says a page is not found in Hindi", async ({ kosh }) => {
    const response = await kosh.app.inject({
      url: "/api/no-such-thing",
      headers: HINDI,
    });

    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe("रूट GET /api/no-such-thing नहीं मिला");
  });

  it("asks to sign in, in Hindi", async ({ kosh }) => {
    const response = await kosh.app.inject({
      url: "/api/auth/profile",
      headers: HINDI,
    });

    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe("आगे बढ़ने के लिए कृपया साइन इन करें।");
  });

  it("says how long to wait for another code in Hindi", async ({ kosh }) => {
    const email = uniqueEmail("hindi-wait");
    const ask = () =>
      kosh.app.inject({
        method: "POST",
        url: "/api/auth/send-otp",
        headers: HINDI,
        payload: { email },
        remoteAddress: uniqueIp(),
      });
    expect((await ask()).statusCode).toBe(200);

    const again = await ask();

    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe(
      "नया कोड माँगने से पहले कृपया 60 सेकंड प्रतीक्षा करें।",
    );
  });

  it("says a wrong code is wrong, and how many tries are left, in Hindi", async ({
    kosh,
  }) => {
    const email = uniqueEmail("hindi-wrong-code");
    await kosh.invite(email);
    await kosh.sendCode(email);
    const code = kosh.latestMailedCode(email);

    const response = await kosh.app.inject({
      method: "POST",
      url: "/api/auth/verify-otp",
      headers: HINDI,
      payload: { email, otp: code === "000000" ? "111111" : "000000" },
      remoteAddress: uniqueIp(),
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "INVALID_OTP",
      message: "कोड गलत है। 4 प्रयास बाकी हैं।",
    });
  });

  it("says a code is on its way in Hindi", async ({ kosh }) => {
    const response = await kosh.app.inject({
      method: "POST",
      url: "/api/auth/send-otp",
      headers: HINDI,
      payload: { email: uniqueEmail("hindi-sent") },
      remoteAddress: uniqueIp(),
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: "यदि इस पते को आमंत्रित किया गया है, तो कोड भेजा जा रहा है।",
    });
  });

  it("answers in English to a request that names no language of Kosh's", async ({
    kosh,
  }) => {
    const response = await kosh.app.inject({
      method: "POST",
      url: "/api/auth/send-otp",
      headers: { "accept-language": "fr-FR, de;q=0.8" },
      payload: { email: "" },
    });

    expect(response.json().message).toBe("Email is required");
  });
});

/**
 * The refusal's message, which must hold no English word but the ones `allowed` (what the request
 * itself wrote in Latin letters: a name, an API field, a header).
 */
function hindiMessage(
  response: LightMyRequestResponse,
  allowed: readonly string[] = [],
): string {
  const { message } = response.json() as { message: string };
  expect(holdsEnglish(message, allowed), message).toBe(false);
  return message;
}

describe("a refusal of the tracker answered in Hindi", () => {
  it("says an admin cannot disable their own account", async ({ admin }) => {
    const users = (
      await admin.request("GET", "/api/admin/users")
    ).json() as AdminUser[];
    const own = users.find((user) => user.email === admin.email)!;

    const response = await admin.request(
      "PATCH",
      `/api/admin/users/${own.id}`,
      { disabled: true },
      HINDI,
    );

    expect(response.statusCode).toBe(409);
    expect(hindiMessage(response)).toBe(
      "आप अपना ही खाता निष्क्रिय नहीं कर सकते। किसी दूसरे एडमिन से यह करने को कहें।",
    );
  });

  it("says a name is taken and a type is in use", async ({ admin }) => {
    const taken = await admin.request(
      "POST",
      "/api/admin/company-types",
      { type_name: "bank" },
      HINDI,
    );
    expect(taken.statusCode).toBe(409);
    expect(hindiMessage(taken, ["bank"])).toBe(
      "संस्था का प्रकार 'bank' पहले से मौजूद है।",
    );

    const missing = await admin.request(
      "DELETE",
      "/api/admin/invest-types/00000000-0000-4000-8000-000000000000",
      undefined,
      HINDI,
    );
    expect(missing.statusCode).toBe(404);
    expect(hindiMessage(missing)).toBe("निवेश का प्रकार नहीं मिला।");
  });

  it("says a closed investment cannot be renewed, and a key was used for another request", async ({
    saver,
    lists,
  }) => {
    const body = {
      company_id: lists.companyId("Bajaj Finance"),
      invest_type_id: lists.investTypeId("Corporate FD"),
      principal_amount: 200000,
      rate_of_interest: 8.1,
      start_date: "2024-06-01",
      end_date: "2025-06-01",
    };
    const key = crypto.randomUUID();
    const created = await saver.request("POST", "/api/investments", body, {
      "idempotency-key": key,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json() as Investment;
    const closing = await saver.request("PUT", `/api/investments/${id}/close`, {
      transaction_reason: "Matured",
    });
    expect(closing.statusCode).toBe(200);

    const renewal = await saver.request(
      "POST",
      `/api/investments/${id}/renew`,
      { new_end_date: "2026-06-01", new_rate: 8 },
      HINDI,
    );
    expect(renewal.statusCode).toBe(409);
    expect(hindiMessage(renewal)).toBe(
      "यह निवेश पहले ही बंद है, इसलिए इसका नवीनीकरण नहीं कराया जा सकता।",
    );

    const reused = await saver.request(
      "POST",
      "/api/investments",
      { ...body, principal_amount: 1000 },
      { ...HINDI, "idempotency-key": key },
    );
    expect(reused.statusCode).toBe(422);
    expect(hindiMessage(reused, ["Idempotency-Key"])).toBe(
      "यह Idempotency-Key किसी दूसरे अनुरोध के लिए पहले ही इस्तेमाल हो चुकी है। नए अनुरोध के लिए नई Idempotency-Key भेजें।",
    );
  });

  it("says which values zod's own check accepts, named by the catalogue", async ({
    saver,
  }) => {
    const ask = (headers: Record<string, string>) =>
      saver.request("PUT", "/api/auth/locale", { locale: "fr" }, headers);

    const english = await ask({});
    expect(english.statusCode).toBe(400);
    expect(english.json().message).toBe("locale must be one of en, hi");

    const hindi = await ask(HINDI);
    expect(hindi.statusCode).toBe(400);
    expect(hindiMessage(hindi, ["locale"])).toBe(
      "locale इनमें से एक होना चाहिए: en, hi",
    );
  });

  it("says a result is too large to calculate exactly", async ({ tracker }) => {
    const response = await tracker.anonymous.request(
      "POST",
      "/api/calculate/sip",
      { monthlyInvestment: 1e11, expectedReturn: 50, timePeriod: 50 },
      HINDI,
    );

    expect(response.statusCode).toBe(400);
    expect(hindiMessage(response)).toBe(
      "परिणाम इतना बड़ा है कि उसकी सटीक गणना नहीं हो सकती। कम राशि, ब्याज दर या अवधि लेकर देखें।",
    );
  });
});
