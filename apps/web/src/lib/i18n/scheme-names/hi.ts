import type { Translation } from "@kosh/core/i18n/messages";
import type en from "./en.ts";

/** The schemes' names in Hindi, as India Post and the banks write them (docs/hindi-glossary.md). */
export default {
  "scheme.term_deposit": "सावधि जमा (एफडी)",
  "scheme.recurring_deposit": "आवर्ती जमा (आरडी)",
  "scheme.ppf": "पीपीएफ",
  "scheme.sukanya_samriddhi": "सुकन्या समृद्धि",
  "scheme.nsc": "एनएससी",
  "scheme.kvp": "केवीपी",
  "scheme.scss": "वरिष्ठ नागरिक बचत योजना",
  "scheme.post_office_mis": "डाकघर मासिक आय योजना",
  "scheme.post_office_td": "डाकघर सावधि जमा",
} satisfies Translation<typeof en>;
