import type { Translation } from "@kosh/core/i18n/messages";
import type en from "./en.ts";

export default {
  title: "गणना का इतिहास",
  export: "निर्यात करें",
  clearAll: "सब हटाएँ",
  clearConfirmation: "क्या आप गणना का पूरा इतिहास हटाना चाहते हैं?",
  empty: "अभी कोई गणना नहीं",
  emptyNote: "आपकी गणनाओं का इतिहास यहाँ दिखेगा",
  viewDetails: "विवरण देखें",
  load: "खोलें",
  delete: "हटाएँ",
  inputs: "विवरण",
  results: "परिणाम",
  calculatedOn: "गणना की तिथि",
  "label.monthlyInvestment": "मासिक निवेश",
  "label.expectedReturn": "अनुमानित रिटर्न",
  "label.timePeriod": "अवधि",
  "label.maturityAmount": "परिपक्वता राशि",
  "label.totalInvestment": "कुल निवेश",
  "label.totalReturns": "कुल रिटर्न",
  "label.principal": "मूलधन",
  "label.rate": "ब्याज दर",
  "label.tenure": "अवधि",
  "label.interestEarned": "अर्जित ब्याज",
  "label.interestPerPayout": "हर भुगतान में ब्याज",
  "label.payout": "ब्याज",
} satisfies Translation<typeof en>;
