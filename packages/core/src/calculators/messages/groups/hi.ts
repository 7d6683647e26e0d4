import type { Translation } from "../../../i18n/messages.ts";
import type en from "./en.ts";

export default {
  "group.loans": "लोन",
  "group.mutual-funds": "म्यूचुअल फंड",
  "group.bank-deposits": "बैंक जमा",
  "group.schemes": "डाकघर और सरकारी योजनाएँ",
  "group.interest": "ब्याज",
} satisfies Translation<typeof en>;
