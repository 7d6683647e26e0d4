import type { Translation } from "@kosh/core/i18n/messages";
import type en from "./en.ts";

/** The settings screen's words in Hindi (docs/hindi-glossary.md). */
export default {
  title: "सेटिंग्स — Kosh",
  heading: "सेटिंग्स",
  intro:
    "आपका पैसा परिपक्व होने से पहले Kosh आपको ईमेल कर सकता है, उस सप्ताह भी जब आप Kosh न खोलें।",
  "reminders.heading": "परिपक्वता रिमाइंडर",
  "reminders.loading": "रिमाइंडर सेटिंग्स लोड हो रही हैं…",
  retry: "फिर से कोशिश करें",
  "reminders.next": "अगले रिमाइंडर",
  "reminders.nextList": "अगले रिमाइंडर, सबसे पहले वाले ऊपर",
  "reminders.label": "रिमाइंडर",
  "reminders.leadTimes": "अग्रिम समय",
  "reminders.saved": "रिमाइंडर सेटिंग्स सहेजी गईं",
  "reminders.savedOn": "आपकी जमा राशि परिपक्व होने से पहले Kosh आपको ईमेल करेगा।",
  "reminders.savedOff": "Kosh आपको रिमाइंडर ईमेल नहीं करेगा।",
  "reminders.emailMe": "मेरी जमा राशि परिपक्व होने से पहले मुझे ईमेल करें",
  "reminders.hint":
    "हर रिमाइंडर में जमा का नाम, उसकी समाप्ति तिथि और परिपक्वता राशि होती है, और रिमाइंडर बंद करने का लिंक भी।",
  "reminders.when": "मुझे कब याद दिलाएँ",
  "reminders.save": "सहेजें",
  "reminders.saving": "सहेजा जा रहा है…",
  "lead.onTheDay": "उसी दिन",
  "lead.oneDay": "1 दिन पहले",
  "lead.days": "{days} दिन पहले",
  "lead.onTheEndDate": "समाप्ति तिथि पर",
  "lead.oneDayBeforeEnd": "समाप्ति तिथि से 1 दिन पहले",
  "lead.daysBeforeEnd": "समाप्ति तिथि से {days} दिन पहले",
  "reminders.off": "रिमाइंडर बंद हैं, इसलिए कोई रिमाइंडर नहीं भेजा जाएगा।",
  "reminders.none":
    "कोई रिमाइंडर आने वाला नहीं है: आपकी कोई भी सक्रिय जमा आपके चुने अग्रिम समय के भीतर समाप्त नहीं हो रही।",
  "reminders.item": "{sendOn}: {company} · {type}",
  "reminders.itemEnd": "{before}, {endDate}; परिपक्वता राशि {amount}",
  "feed.heading": "आपके कैलेंडर में परिपक्वता तिथियाँ",
  "feed.loading": "लोड हो रहा है…",
  "feed.address": "आपके कैलेंडर का पता (इसे गोपनीय रखें)",
  "feed.copy": "कॉपी करें",
  "feed.copied": "कॉपी हो गया",
  "feed.howTo":
    "इसे अभी कॉपी करें: Kosh इसे केवल एक बार दिखाता है। गूगल कैलेंडर: अन्य कैलेंडर, फिर यूआरएल से। आउटलुक: कैलेंडर जोड़ें, फिर वेब से सब्सक्राइब करें। ऐपल कैलेंडर: फ़ाइल, फिर नया कैलेंडर सब्सक्रिप्शन। हर जमा की समाप्ति तिथि पूरे दिन के कार्यक्रम के रूप में दिखती है।",
  "feed.madeEarlier":
    "आपका कैलेंडर पहले बनाए गए एक पते से जुड़ा है। पता केवल एक बार दिखाया जाता है: उसे फिर से कॉपी करने के लिए नया पता बनाएँ (पुराना पता काम करना बंद कर देगा)।",
  "feed.subscribe":
    "हर सक्रिय जमा कब समाप्त होती है, यह देखने के लिए गूगल कैलेंडर, आउटलुक या ऐपल कैलेंडर से सब्सक्राइब करें।",
  "feed.makeNew": "नया पता बनाएँ",
  "feed.add": "परिपक्वता तिथियाँ मेरे कैलेंडर में जोड़ें",
  "feed.revoke": "पता रद्द करें",
} satisfies Translation<typeof en>;
