import { describe, expect } from "vitest";
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
