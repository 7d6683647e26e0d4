import type { Translation } from "@kosh/core/i18n/messages";
import type en from "./en.ts";

/** The sign-in and profile screens' words in Hindi (docs/hindi-glossary.md). */
export default {
  "signIn.title": "साइन इन — Kosh",
  "signIn.privacy": "Kosh आपके बारे में क्या रखता है, और उसे कौन रखता है",
  "signIn.heading": "आमंत्रित उपयोगकर्ताओं के लिए लॉग इन",
  "signIn.verifyHeading": "ओटीपी सत्यापित करें",
  "signIn.intro":
    "Kosh केवल आमंत्रण से मिलता है। जिस ईमेल पते पर आपको आमंत्रण मिला है, उसे डालें; हम आपको एक वन-टाइम कोड भेजेंगे। पासवर्ड की ज़रूरत नहीं।",
  "signIn.registerIntro":
    "Kosh में खुला पंजीकरण नहीं है: जो व्यक्ति आपका Kosh चलाते हैं, उनसे अपने ईमेल पते को आमंत्रित करने को कहें, फिर उसी से यहाँ साइन इन करें।",
  "signIn.newToKosh": "Kosh पर नए हैं?",
  "signIn.register": "रजिस्टर करें",
  "signIn.alreadyInvited": "पहले से आमंत्रित हैं?",
  "signIn.signIn": "साइन इन करें",
  "signIn.email": "ईमेल",
  "signIn.changeEmail": "ईमेल बदलें",
  "signIn.codeSent":
    "{sent} ईमेल में आया {length} अंकों का कोड डालें; यह 10 मिनट तक मान्य है।",
  "signIn.codeResent":
    "यदि इस पते को आमंत्रित किया गया है, तो नया कोड भेजा जा रहा है और पिछला कोड अब काम नहीं करेगा। सबसे नए ईमेल में आया {length} अंकों का कोड डालें; यह 10 मिनट तक मान्य है।",
  "signIn.noCode":
    "अभी तक कोड नहीं आया? Kosh केवल आमंत्रण से मिलता है: कोड सिर्फ़ आमंत्रित पतों पर भेजा जाता है। अपना स्पैम फ़ोल्डर और ऊपर लिखा पता जाँच लें, या जो व्यक्ति आपका Kosh चलाते हैं, उनसे इस पते को आमंत्रित करने को कहें।",
  "signIn.otp": "ओटीपी",
  "signIn.send": "ओटीपी भेजें",
  "signIn.verify": "ओटीपी सत्यापित करें",
  "signIn.tryAgain": "फिर से कोशिश करें",
  "signIn.resend": "ओटीपी दोबारा भेजें",
  "signIn.resendIn": "{seconds} सेकंड में ओटीपी दोबारा भेजें",
  "session.checking": "आपका सत्र जाँचा जा रहा है…",
  "profile.title": "अपनी प्रोफ़ाइल पूरी करें — Kosh",
  "profile.heading": "प्रोफ़ाइल पूरी करें",
  "profile.welcome":
    "Kosh में आपका स्वागत है, {email}। अपने निवेशों का हिसाब रखना शुरू करने से पहले हमें अपने बारे में थोड़ा बताएँ।",
  "profile.name": "पूरा नाम",
  "profile.dateOfBirth": "जन्म तिथि",
  "profile.location": "स्थान",
  "profile.locationPlaceholder": "शहर, राज्य",
  "profile.save": "सहेजें और आगे बढ़ें",
} satisfies Translation<typeof en>;
