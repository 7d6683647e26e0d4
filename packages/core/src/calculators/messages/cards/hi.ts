import type { Translation } from "../../../i18n/messages.ts";
import type en from "./en.ts";

export default {
  "home-loan.card.title": "होम लोन ईएमआई",
  "home-loan.card.body": "मासिक किस्त, कुल ब्याज और कुल भुगतान।",
  "home-loan-amortization.card.title": "होम लोन प्रीपेमेंट",
  "home-loan-amortization.card.body":
    "अतिरिक्त भुगतान से बचने वाला ब्याज और समय, भुगतान तालिका के साथ।",
  "sip.card.title": "एसआईपी",
  "sip.card.body": "अनुमानित रिटर्न पर हर महीने का निवेश कितना बढ़ सकता है।",
  "step-up-sip.card.title": "स्टेप-अप एसआईपी",
  "step-up-sip.card.body": "हर साल एक तय प्रतिशत बढ़ने वाला मासिक निवेश।",
  "goal-sip.card.title": "लक्ष्य एसआईपी",
  "goal-sip.card.body": "लक्ष्य राशि तक पहुँचाने वाला मासिक निवेश।",
  "lumpsum.card.title": "एकमुश्त निवेश",
  "lumpsum.card.body": "एक बार का निवेश कितना बढ़ सकता है।",
  "swp.card.title": "एसडब्ल्यूपी",
  "swp.card.body": "हर महीने की निकासी के बाद निवेश में कितना बचता है।",
  "fd.card.title": "सावधि जमा",
  "fd.card.body": "तिमाही चक्रवृद्धि वाली जमा की परिपक्वता राशि।",
  "rd.card.title": "आवर्ती जमा",
  "rd.card.body": "हर महीने की जमा की परिपक्वता राशि।",
  "ppf.card.title": "पीपीएफ",
  "ppf.card.body":
    "15 साल या उससे ज़्यादा में पीपीएफ की सालाना या मासिक जमा कितनी होगी।",
  "sukanya-samriddhi.card.title": "सुकन्या समृद्धि",
  "sukanya-samriddhi.card.body": "बेटी का खाता 21 साल पर कितना देगा।",
  "nsc.card.title": "एनएससी",
  "nsc.card.body": "राष्ट्रीय बचत पत्र 5 साल बाद कितना देगा।",
  "kvp.card.title": "किसान विकास पत्र",
  "kvp.card.body": "घोषित दर पर पैसा कब दोगुना होगा।",
  "simple-interest.card.title": "साधारण ब्याज",
  "simple-interest.card.body": "बिना चक्रवृद्धि के मूलधन पर ब्याज।",
  "compound-interest.card.title": "चक्रवृद्धि ब्याज",
  "compound-interest.card.body": "ब्याज पर भी ब्याज, सालाना चक्रवृद्धि।",
} satisfies Translation<typeof en>;
