import type { Translation } from "../../i18n/messages.ts";
import type en from "./en.ts";

/** The investment notices in Hindi (docs/hindi-glossary.md). */
export default {
  investment: "{company} का {type} ({amount})",
  "maturity.tomorrow": "कल परिपक्व होगा",
  "maturity.inDays": "{days} दिन में परिपक्व होगा",
  "maturity.message":
    "आपका {investment} {date} को परिपक्व होगा। तय करें कि इसका नवीनीकरण करना है या इसे बंद करना है।",
  "overdue.title": "निवेश की अवधि बीत चुकी है",
  "overdue.message":
    "आपका {investment} {date} को परिपक्व हो चुका है और अब भी सक्रिय दर्ज है। इसका नवीनीकरण करें या इसे बंद करें।",
  "milestone.title": "ऊँचे लाभ का पड़ाव",
  "milestone.message":
    "आपके {investment} पर मूलधन से {share}% अधिक मिलने वाला है, परिपक्वता राशि {amount}।",
} satisfies Translation<typeof en>;
