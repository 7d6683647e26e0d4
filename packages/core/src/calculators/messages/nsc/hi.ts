import type { Translation } from "../../../i18n/messages.ts";
import type en from "./en.ts";

export default {
  "nsc.title": "एनएससी कैलकुलेटर",
  "nsc.chatName": "एनएससी कैलकुलेटर",
  "nsc.intro":
    "राष्ट्रीय बचत पत्र (एनएससी) 5 साल बाद कितना देगा: ब्याज पर सालाना चक्रवृद्धि, भुगतान परिपक्वता पर, और हर साल का ब्याज दोबारा निवेश किया हुआ माना जाता है; पत्र पर उसी तिमाही की दर रहती है जिसमें वह ख़रीदा गया।",
  "nsc.field.principal": "निवेश",
  "nsc.field.rate": "ब्याज दर",
  "nsc.result.maturityAmount": "परिपक्वता राशि",
  "nsc.result.interestEarned": "अर्जित ब्याज",
  "nsc.result.principal": "निवेश",
  "nsc.result.yearlyInterest": "हर साल का ब्याज",
} satisfies Translation<typeof en>;
