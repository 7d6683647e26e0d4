import type { Translation } from "../../../i18n/messages.ts";
import type en from "./en.ts";

export default {
  "fd.title": "सावधि जमा कैलकुलेटर",
  "fd.chatName": "एफडी कैलकुलेटर",
  "fd.intro":
    "सावधि जमा कितना देगी, जैसे बैंक गिनते हैं: हर पूरी तिमाही पर चक्रवृद्धि ब्याज, फिर आख़िरी पूरी तिमाही के बाद के दिनों पर साधारण ब्याज; या ब्याज हर महीने (तिमाही दर को महीने पर घटाकर) या हर तिमाही हाथ में, और परिपक्वता पर जमा राशि वापस।",
  "fd.field.principal": "मूलधन",
  "fd.field.rate": "ब्याज दर",
  "fd.field.tenure": "अवधि",
  "fd.field.payout": "ब्याज",
  "fd.field.payout.option.cumulative": "परिपक्वता पर",
  "fd.field.payout.option.monthly": "हर महीने",
  "fd.field.payout.option.quarterly": "हर तिमाही",
  "fd.result.maturityAmount": "परिपक्वता राशि",
  "fd.result.interestEarned": "अर्जित ब्याज",
  "fd.result.principal": "मूलधन",
  "fd.result.interestPerPayout": "हर भुगतान में ब्याज",
  "fd.history.name": "सावधि जमा",
  "fd.history.title": "एफडी गणना",
  "fd.history.toastTitle": "एफडी गणना पूरी हुई",
  "fd.history.toastMessage": "आपकी एफडी परिपक्वता पर {maturityAmount} होगी",
} satisfies Translation<typeof en>;
