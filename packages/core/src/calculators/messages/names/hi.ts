import type { Translation } from "../../../i18n/messages.ts";
import type en from "./en.ts";

export default {
  "home-loan.menuLabel": "होम लोन ईएमआई",
  "home-loan-amortization.menuLabel": "होम लोन प्रीपेमेंट",
  "sip.menuLabel": "एसआईपी",
  "fd.menuLabel": "एफडी",
  "rd.menuLabel": "आरडी",
  "simple-interest.menuLabel": "साधारण ब्याज",
  "compound-interest.menuLabel": "चक्रवृद्धि ब्याज",
} satisfies Translation<typeof en>;
