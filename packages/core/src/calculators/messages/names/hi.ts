import type { Translation } from "../../../i18n/messages.ts";
import type en from "./en.ts";

export default {
  "group.loans": "लोन",
  "group.mutual-funds": "म्यूचुअल फंड",
  "group.bank-deposits": "बैंक जमा",
  "group.schemes": "डाकघर और सरकारी योजनाएँ",
  "group.interest": "ब्याज",
  "home-loan.menuLabel": "होम लोन ईएमआई",
  "home-loan-amortization.menuLabel": "होम लोन प्रीपेमेंट",
  "sip.menuLabel": "एसआईपी",
  "step-up-sip.menuLabel": "स्टेप-अप एसआईपी",
  "goal-sip.menuLabel": "लक्ष्य एसआईपी",
  "lumpsum.menuLabel": "एकमुश्त निवेश",
  "swp.menuLabel": "एसडब्ल्यूपी",
  "fd.menuLabel": "एफडी",
  "rd.menuLabel": "आरडी",
  "ppf.menuLabel": "पीपीएफ",
  "sukanya-samriddhi.menuLabel": "सुकन्या समृद्धि",
  "nsc.menuLabel": "एनएससी",
  "kvp.menuLabel": "किसान विकास पत्र",
  "scss.menuLabel": "वरिष्ठ नागरिक बचत योजना",
  "post-office-mis.menuLabel": "डाकघर मासिक आय योजना",
  "post-office-td.menuLabel": "डाकघर सावधि जमा",
  "simple-interest.menuLabel": "साधारण ब्याज",
  "compound-interest.menuLabel": "चक्रवृद्धि ब्याज",
} satisfies Translation<typeof en>;
