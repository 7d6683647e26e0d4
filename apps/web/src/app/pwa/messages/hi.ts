import type { Translation } from "@kosh/core/i18n/messages";
import type en from "./en.ts";

/** The words of the update offer (update-offer.tsx), loaded with it, in Hindi (docs/hindi-glossary.md). */
export default {
  "update.heading": "Kosh का नया संस्करण तैयार है",
  "update.body":
    "इसे इस्तेमाल करने के लिए पेज फिर से लोड करें। इस पेज पर आपने जो कुछ लिखा है, वह मिट जाएगा।",
  "update.reloading": "फिर से लोड हो रहा है…",
  "update.later": "बाद में",
} satisfies Translation<typeof en>;
