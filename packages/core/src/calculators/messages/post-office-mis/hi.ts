import type { Translation } from "../../../i18n/messages.ts";
import type en from "./en.ts";

export default {
  "post-office-mis.title": "डाकघर मासिक आय योजना कैलकुलेटर",
  "post-office-mis.chatName": "डाकघर मासिक आय योजना कैलकुलेटर",
  "post-office-mis.intro":
    "डाकघर मासिक आय योजना खाता हर महीने कितनी आय देता है: 5 साल तक हर महीने साधारण ब्याज, और परिपक्वता पर जमा राशि वापस; खाते पर उसी तिमाही की दर रहती है जिसमें वह खुला।",
  "post-office-mis.field.deposit": "जमा राशि",
  "post-office-mis.field.rate": "ब्याज दर",
  "post-office-mis.field.joint": "खाता",
  "post-office-mis.field.joint.option.false": "एकल",
  "post-office-mis.field.joint.option.true": "संयुक्त",
  "post-office-mis.result.monthlyInterest": "हर महीने का ब्याज",
  "post-office-mis.result.totalInterest": "कुल ब्याज",
  "post-office-mis.result.maturityAmount": "परिपक्वता पर लौटाई जमा",
} satisfies Translation<typeof en>;
