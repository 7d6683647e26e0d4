import type { Translation } from "../../../i18n/messages.ts";
import type en from "./en.ts";

export default {
  "post-office-td.title": "डाकघर सावधि जमा कैलकुलेटर",
  "post-office-td.chatName": "डाकघर सावधि जमा कैलकुलेटर",
  "post-office-td.intro":
    "डाकघर सावधि जमा (टाइम डिपॉज़िट) कितना ब्याज देती है: तिमाही चक्रवृद्धि, पर ब्याज का भुगतान हर साल, और परिपक्वता पर जमा राशि वापस; जमा पर उसी तिमाही की दर रहती है जिसमें वह खुली, और हर अवधि (1, 2, 3 या 5 वर्ष) की दर अलग है।",
  "post-office-td.field.deposit": "जमा राशि",
  "post-office-td.field.rate": "ब्याज दर",
  "post-office-td.field.years": "अवधि",
  "post-office-td.field.years.option.1": "1 वर्ष",
  "post-office-td.field.years.option.2": "2 वर्ष",
  "post-office-td.field.years.option.3": "3 वर्ष",
  "post-office-td.field.years.option.5": "5 वर्ष",
  "post-office-td.result.yearlyInterest": "हर साल का ब्याज",
  "post-office-td.result.totalInterest": "कुल ब्याज",
  "post-office-td.result.maturityAmount": "परिपक्वता पर लौटाई जमा",
} satisfies Translation<typeof en>;
