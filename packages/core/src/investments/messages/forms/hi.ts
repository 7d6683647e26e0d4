import type { Translation } from "../../../i18n/messages.ts";
import type en from "./en.ts";

export default {
  "add.companyRequired": "संस्था चुनें",
  "add.investTypeRequired": "निवेश का प्रकार चुनें",
  "add.startDateRequired": "आरंभ तिथि ज़रूरी है",
  "add.periodMonths": "अवधि 0 से 120 तक पूरे महीनों में होनी चाहिए",
  "add.maturityNumber": "परिपक्वता राशि एक संख्या होनी चाहिए",
  "add.endDateRequired": "समाप्ति तिथि ज़रूरी है",
  "add.endDateAfterStart": "समाप्ति तिथि आरंभ तिथि के बाद की होनी चाहिए",
  "renew.endDateRequired": "नई समाप्ति तिथि ज़रूरी है",
  "renew.endDateNotDate": "नई समाप्ति तिथि एक तारीख़ होनी चाहिए",
  "renew.endDateAfter": "नई समाप्ति तिथि {date} के बाद की होनी चाहिए",
  "renew.rateAlert":
    "कृपया 0% से {max}% तक की ब्याज दर भरें, या मूल दर रखने के लिए इसे खाली छोड़ दें।",
  "renew.maturityAlert":
    "कृपया परिपक्वता राशि के लिए सही धनात्मक संख्या भरें, या अपने-आप गणना के लिए इसे खाली छोड़ दें।",
  "renewal.databaseError":
    "डेटाबेस से जुड़ने में त्रुटि। कृपया कुछ देर बाद फिर कोशिश करें। समस्या बनी रहे तो सहायता से संपर्क करें।",
  "renewal.serverError":
    "सर्वर में त्रुटि हुई। कृपया ब्योरे के लिए कंसोल देखें और फिर कोशिश करें।",
  "renewal.failed": "नवीनीकरण नहीं हो सका: {message}",
  "frequency.1": "हर महीने",
  "frequency.3": "हर तिमाही",
  "frequency.6": "हर छह महीने",
  "frequency.12": "हर साल",
  "frequency.atMaturity": "परिपक्वता पर",
  "wording.noSchedule": "सालाना चक्रवृद्धि",
  "wording.simple": "साधारण ब्याज",
  "wording.payout":
    "ब्याज का भुगतान होता रहता है, इसलिए परिपक्वता पर मूलधन वापस मिलता है",
  "wording.compounded": "{frequency} चक्रवृद्धि",
} satisfies Translation<typeof en>;
