import type { Translation } from "@kosh/core/i18n/messages";
import type en from "./en.ts";

export default {
  heading: "मूलधन और ब्याज",
  total: "कुल राशि",
  basis: "तालिका किस हिसाब से",
  calendar: "कैलेंडर वर्ष",
  financial: "वित्त वर्ष",
  firstEmi: "पहली ईएमआई",
  firstEmiHint:
    "पहली ईएमआई के महीने से हर भुगतान अपने वर्ष में गिना जाता है। वित्त वर्ष अप्रैल से मार्च तक चलता है, जैसा आयकर रिटर्न में गिना जाता है।",
  firstEmiError: "पहली ईएमआई एक महीना होना चाहिए, जैसे 2026-04",
  "caption.calendar": "हर कैलेंडर वर्ष में चुकाया मूलधन और ब्याज",
  "caption.financial": "हर वित्त वर्ष (अप्रैल से मार्च) में चुकाया मूलधन और ब्याज",
  principal: "मूलधन",
  interest: "ब्याज",
  totalPayment: "कुल भुगतान",
  balance: "बकाया",
} satisfies Translation<typeof en>;
