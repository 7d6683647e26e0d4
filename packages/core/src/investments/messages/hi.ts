import type { Translation } from "../../i18n/messages.ts";
import type en from "./en.ts";

/** An investment's status in Hindi (docs/hindi-glossary.md). */
export default {
  "status.active": "सक्रिय",
  "status.matured": "परिपक्व",
  "status.closed": "बंद",
  "status.renewed": "नवीनीकृत",
} satisfies Translation<typeof en>;
