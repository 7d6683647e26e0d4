import type { Translation } from "@kosh/core/i18n/messages";
import type en from "./en.ts";

export default {
  notifiedFor: "{quarter} के लिए अधिसूचित दर",
  opening:
    "दर पूरी अवधि के लिए वही रहती है: जिस तिमाही में खाता खुला, उसके लिए अधिसूचित दर।",
  eachQuarter: "इस पर हर तिमाही के लिए अधिसूचित दर मिलती है, जो बदल सकती है।",
} satisfies Translation<typeof en>;
