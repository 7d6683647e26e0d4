import type { Translation } from "@kosh/core/i18n/messages";
import type en from "./en.ts";

/** What the site says of itself outside its pages, in Hindi (docs/hindi-glossary.md). */
export default {
  description:
    "Kosh: भारतीय परिवारों के लिए बचत कैलकुलेटर और निवेशों का हिसाब रखने की जगह। ईएमआई, एसआईपी, एफडी, आरडी और ब्याज के कैलकुलेटर, एक-एक रुपये तक सही।",
  name: "Kosh — अपनी बचत की योजना बनाएँ और उसका हिसाब रखें",
  shortName: "Kosh",
  summary: "भारतीय परिवारों के लिए बचत कैलकुलेटर और निवेशों का हिसाब।",
  noscript:
    "Kosh को जावास्क्रिप्ट चाहिए: इस पेज का उपयोग करने के लिए अपने ब्राउज़र में इसे चालू करें।",
} satisfies Translation<typeof en>;
