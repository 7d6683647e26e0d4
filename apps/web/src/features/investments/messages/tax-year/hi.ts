import type { Translation } from "@kosh/core/i18n/messages";
import type en from "./en.ts";

/** The Tax year interest screen in Hindi (docs/hindi-glossary.md). */
export default {
  title: "कर वर्ष का ब्याज — Kosh",
  back: "← मेरे निवेश",
  heading: "कर वर्ष का ब्याज",
  lead: "हर वित्त वर्ष में आपकी जमाओं पर बना ब्याज, जैसे-जैसे वह बनता है — आयकर रिटर्न में इसे इसी तरह बताया जाता है। ये आँकड़े आपकी दर्ज की गई शर्तों से लगाए गए अनुमान हैं; रिटर्न भरने से पहले इन्हें अपने बैंक के ब्याज प्रमाणपत्र और फ़ॉर्म 26एएस से मिला लें।",
  loading: "आपका ब्याज लोड हो रहा है…",
  loadFailed: "कर वर्ष के अनुसार ब्याज नहीं मिल सका",
  "empty.heading": "अभी दिखाने के लिए कोई ब्याज नहीं",
  "empty.body": "कोई जमा जोड़ते ही, हर कर वर्ष में उस पर बनने वाला ब्याज यहाँ दिखेगा।",
  "empty.link": "मेरे निवेश पर जाएँ",
  "year.label": "वित्त वर्ष",
  "year.projected": "{label} — अनुमानित",
  download: "सीएसवी डाउनलोड करें",
  "total.heading": "वित्त वर्ष {year} में बना ब्याज",
  "total.notOver":
    "यह वर्ष अभी पूरा नहीं हुआ है: इस राशि में 31 मार्च तक बनने वाला ब्याज भी शामिल है।",
  "total.taxable": "कर योग्य ब्याज, जिसे आय के रूप में बताना है",
  "total.exempt": "आयकर से मुक्त (पीपीएफ, सुकन्या समृद्धि)",
  "deposit.exempt": "करमुक्त",
  "banks.heading": "बैंक-वार",
  "deposits.heading": "जमा-वार",
  "deposit.name": "{company} · {principal}, {rate}% पर",
  "deposit.unknown": "एक जमा",
  "deposit.dates": "{start} से {end}",
  "deposit.noSchedule": "ब्याज का तरीका दर्ज नहीं",
  "deposit.account": "खाता {number}",
} satisfies Translation<typeof en>;
