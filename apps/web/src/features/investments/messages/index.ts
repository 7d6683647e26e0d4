import type investmentWords from "@kosh/core/investments/messages/en";
import type depositWords from "@kosh/core/deposits/messages/en";
import { defineMessages } from "../../../lib/i18n/messages.ts";
import type en from "./en.ts";

/** My Investments' screens' messages (en.ts). */
export const investmentMessages = defineMessages<typeof en>({
  en: () => import("./en.ts"),
  hi: () => import("./hi.ts"),
});

/** Core's words for an investment's status (core investments/messages). */
export const investmentStatusMessages = defineMessages<typeof investmentWords>({
  en: () => import("@kosh/core/investments/messages/en"),
  hi: () => import("@kosh/core/investments/messages/hi"),
});

/** Core's deposit words: interest schedules, financial years, the tax year's CSV (core deposits/messages). */
export const depositMessages = defineMessages<typeof depositWords>({
  en: () => import("@kosh/core/deposits/messages/en"),
  hi: () => import("@kosh/core/deposits/messages/hi"),
});
