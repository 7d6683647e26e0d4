import { formatDateTime } from "@kosh/core/format/date";
import type { Locale } from "@kosh/core/i18n/locale";
import { translate, type Translate } from "@kosh/core/i18n/messages";
import en from "../messages/en.ts";

/**
 * '22 November 2026, 9:35 am' in the viewer's own clock, or 'Never' for someone only invited; in
 * the page's language when given its messages (`t`) and `locale`.
 */
export function lastSignInText(
  iso: string | null,
  t: Translate<typeof en> = translate(en),
  locale: Locale = "en",
): string {
  return iso ? formatDateTime(iso, locale) : t("user.never");
}
