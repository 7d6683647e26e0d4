import type { Translation } from "@kosh/core/i18n/messages";
import type en from "./en.ts";

export default {
  notSavedTitle: "भाषा आपकी प्रोफ़ाइल में सहेजी नहीं गई",
  notSaved:
    "इस डिवाइस पर Kosh यही भाषा दिखाएगा, पर आपके ईमेल पहले वाली भाषा में आते रहेंगे। अगले पेज पर Kosh फिर से कोशिश करेगा।",
} satisfies Translation<typeof en>;
