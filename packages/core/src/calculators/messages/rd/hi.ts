import type { Translation } from "../../../i18n/messages.ts";
import type en from "./en.ts";

export default {
  "rd.title": "आवर्ती जमा कैलकुलेटर",
  "rd.chatName": "आरडी कैलकुलेटर",
  "rd.intro":
    "हर महीने की जमा कितनी हो जाती है, तिमाही चक्रवृद्धि के उस सूत्र से जो भारतीय बैंक आरडी के लिए अपनाते हैं।",
  "rd.field.monthlyDeposit": "मासिक जमा",
  "rd.field.rate": "ब्याज दर",
  "rd.field.tenure": "अवधि",
  "rd.result.maturityAmount": "परिपक्वता राशि",
  "rd.result.totalDeposits": "कुल जमा",
  "rd.result.interestEarned": "अर्जित ब्याज",
  "rd.history.name": "आवर्ती जमा",
} satisfies Translation<typeof en>;
