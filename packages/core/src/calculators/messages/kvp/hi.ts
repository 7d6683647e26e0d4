import type { Translation } from "../../../i18n/messages.ts";
import type en from "./en.ts";

export default {
  "kvp.title": "किसान विकास पत्र कैलकुलेटर",
  "kvp.chatName": "केवीपी कैलकुलेटर",
  "kvp.intro":
    "किसान विकास पत्र में पैसा कब दोगुना होगा: दर के साथ घोषित महीनों में, और जिस दर के साथ महीने घोषित नहीं हुए उस पर उतने महीनों में जितने सालाना चक्रवृद्धि से दोगुना होने में लगते हैं; पत्र पर उसी तिमाही की दर रहती है जिसमें वह ख़रीदा गया।",
  "kvp.field.principal": "निवेश",
  "kvp.field.rate": "ब्याज दर",
  "kvp.result.maturityAmount": "परिपक्वता राशि",
  "kvp.result.maturityMonths": "दोगुना होने में",
} satisfies Translation<typeof en>;
