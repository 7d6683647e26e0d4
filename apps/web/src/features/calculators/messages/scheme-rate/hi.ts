import type { Translation } from "@kosh/core/i18n/messages";
import type en from "./en.ts";

export default {
  notifiedFor: "{quarter} के लिए अधिसूचित दर",
  stale:
    "{rate}% सालाना की दर {quarter} के लिए अधिसूचित है: इसके बाद की किसी तिमाही की दर अभी दर्ज नहीं है।",
} satisfies Translation<typeof en>;
