import type { Translation } from "@kosh/core/i18n/messages";
import type en from "./en.ts";

/** The words of the top bar's and the mobile menu's controls for a signed-in person (signed-in-controls.tsx), loaded with them, in Hindi (docs/hindi-glossary.md). */
export default {
  "nav.myInvestments": "मेरे निवेश",
  "nav.settings": "सेटिंग्स",
  "nav.household": "परिवार",
  "household.label": "दिखाया गया परिवार",
  "household.owner": "{name} (आपका)",
  "household.view": "{name} (केवल देखना)",
  "household.edit": "{name} (बदल सकते हैं)",
  "nav.admin": "एडमिन",
  "account.logout": "लॉग आउट",
  "greeting.hello": "नमस्ते,",
  "greeting.settings": "(सेटिंग्स)",
  "greeting.title": "{name}: सेटिंग्स",
} satisfies Translation<typeof en>;
