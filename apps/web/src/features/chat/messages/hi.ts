import type { Translation } from "@kosh/core/i18n/messages";
import type en from "./en.ts";

/** The chat window's own words in Hindi (docs/hindi-glossary.md); the example is one it reads. */
export default {
  "panel.title": "Kosh सहायक",
  "panel.privacy": "आपके ब्राउज़र में ही चलता है; आप जो लिखते हैं, वह कहीं नहीं भेजा जाता",
  "panel.clear": "चैट मिटाएँ",
  "panel.log": "Kosh सहायक से बातचीत",
  "panel.newMessage": "नया संदेश",
  "panel.tryAsking": "ऐसे पूछकर देखें",
  "message.mine": "आप:",
  "message.assistant": "Kosh सहायक:",
  typing: "Kosh सहायक लिख रहा है…",
  "composer.label": "Kosh सहायक को संदेश",
  "composer.placeholder": "जैसे, एसआईपी 5000, 12%, 10 साल",
  "composer.send": "भेजें",
} satisfies Translation<typeof en>;
