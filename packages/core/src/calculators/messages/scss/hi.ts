import type { Translation } from "../../../i18n/messages.ts";
import type en from "./en.ts";

export default {
  "scss.title": "वरिष्ठ नागरिक बचत योजना कैलकुलेटर",
  "scss.chatName": "वरिष्ठ नागरिक बचत योजना कैलकुलेटर",
  "scss.intro":
    "वरिष्ठ नागरिक बचत योजना खाता कितना ब्याज देता है: 5 साल तक हर तिमाही साधारण ब्याज, और परिपक्वता पर जमा राशि वापस; खाते पर उसी तिमाही की दर रहती है जिसमें वह खुला।",
  "scss.field.deposit": "जमा राशि",
  "scss.field.rate": "ब्याज दर",
  "scss.result.quarterlyInterest": "हर तिमाही का ब्याज",
  "scss.result.yearlyInterest": "हर साल का ब्याज",
  "scss.result.totalInterest": "कुल ब्याज",
  "scss.result.maturityAmount": "परिपक्वता पर लौटाई जमा",
} satisfies Translation<typeof en>;
