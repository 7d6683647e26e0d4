import type { Translation } from "@kosh/core/i18n/messages";
import type en from "./en.ts";

/** The shared controls' own words in Hindi (docs/hindi-glossary.md). */
export default {
  "modal.close": "बंद करें",
  "modal.opening": "खुल रहा है…",
  "toast.dismiss": "हटाएँ",
  "form.cancel": "रद्द करें",
} satisfies Translation<typeof en>;
