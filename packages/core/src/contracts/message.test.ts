import { describe, expect, it } from "vitest";
import { placeholdersOf } from "../i18n/messages.ts";
import { completeProfileRequest, sendOtpRequest } from "./auth.ts";
import {
  catalogueIn,
  message,
  translateMessage,
  type MessageKey,
} from "./message.ts";
import en from "./messages/en.ts";
import hindi from "./messages/hi.ts";

const hi = catalogueIn(hindi);

describe("the catalogue of validation and error messages", () => {
  it.each(Object.keys(en) as MessageKey[])(
    "finds %s back from its English text and says it in Hindi",
    (key) => {
      const values = Object.fromEntries(
        placeholdersOf(en[key]).map((name) => [name, `«${name}»`]),
      );
      expect(translateMessage(message(key, values), hi)).toBe(
        hindi[key].replace(/\{(\w+)\}/g, "«$1»"),
      );
    },
  );

  it("says a field's name in Hindi inside the message that names it", () => {
    expect(translateMessage("Email is required", hi)).toBe("ईमेल आवश्यक है");
    expect(
      translateMessage(
        "Please wait 42 seconds before requesting another code.",
        hi,
      ),
    ).toBe("नया कोड माँगने से पहले कृपया 42 सेकंड प्रतीक्षा करें।");
  });

  it("keeps an API field's name as the API spells it", () => {
    expect(translateMessage("principal must be greater than 0", hi)).toBe(
      "principal 0 से अधिक होना चाहिए",
    );
  });

  it("leaves text that is not in the catalogue as it is", () => {
    expect(translateMessage("HDFC Bank", hi)).toBe("HDFC Bank");
    expect(translateMessage("ईमेल आवश्यक है", hi)).toBe("ईमेल आवश्यक है");
  });

  it("keeps what someone wrote as it was, even a word of the catalogue", () => {
    expect(
      translateMessage("A company type named 'closed' already exists.", hi),
    ).toBe("संस्था का प्रकार 'closed' पहले से मौजूद है।");
    expect(translateMessage("Unknown field: Email", hi)).toBe(
      "अज्ञात फ़ील्ड: Email",
    );
    expect(
      translateMessage(
        "This investment is already closed, so it cannot be renewed.",
        hi,
      ),
    ).toBe("यह निवेश पहले ही बंद है, इसलिए इसका नवीनीकरण नहीं कराया जा सकता।");
  });

  it("leaves English as it is", () => {
    expect(translateMessage("Email is required", message)).toBe(
      "Email is required",
    );
  });

  it("is what the contracts say, in English, and each of their messages has its Hindi", () => {
    const refusals = [
      sendOtpRequest.safeParse({ email: "" }),
      sendOtpRequest.safeParse({ email: "not an address" }),
      completeProfileRequest("2026-11-28").safeParse({
        name: "A\u202eB",
        date_of_birth: "2020-01-01",
        location: "",
      }),
    ].flatMap((result) => result.error?.issues.map((issue) => issue.message));
    expect(refusals).toEqual([
      "Email is required",
      "Email is invalid",
      "Name must be a single line without control characters, text-direction marks or other invisible characters (it holds U+202E)",
      "You must be at least 18 years old",
      "Location is required",
    ]);
    expect(refusals.map((text) => translateMessage(text!, hi))).toEqual([
      "ईमेल आवश्यक है",
      "ईमेल सही नहीं है",
      "नाम एक ही पंक्ति में होना चाहिए, जिसमें कंट्रोल अक्षर, लिखने की दिशा के चिह्न या अन्य अदृश्य अक्षर न हों (इसमें U+202E है)",
      "आपकी आयु कम से कम 18 वर्ष होनी चाहिए",
      "स्थान आवश्यक है",
    ]);
  });
});
