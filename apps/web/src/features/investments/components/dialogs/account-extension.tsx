import type { Investment } from "@kosh/core/contracts/investments";
import { isExtendable } from "@kosh/core/deposits/account-extension";
import { addMonths, formatLongDate } from "@kosh/core/format/date";
import { useLocale } from "../../../../lib/i18n/locale.tsx";
import { useMessages } from "../../../../lib/i18n/messages.ts";
import { investmentFormMessages } from "../../messages/forms/index.ts";
import { Detail } from "./detail.tsx";

/**
 * A PPF account's extension (docs/product.md#ppf-extension): by how many years since its first
 * maturity and, extended without deposits, since when it takes none; before it matures, from when
 * it may be extended. Nothing for another scheme, or a PPF no longer active and never extended.
 */
export function AccountExtension({
  investment,
  today,
}: {
  investment: Investment;
  today: string;
}) {
  const t = useMessages(investmentFormMessages);
  const locale = useLocale();
  if (!isExtendable(investment.scheme)) return null;
  const date = (iso: string) => formatLongDate(iso, locale);
  const years = investment.extended_years;
  if (years > 0) {
    const from = date(addMonths(investment.end_date, -12 * years));
    const closed = investment.deposits_close_on;
    return (
      <Detail label={t("details.extension")} wide>
        {closed === null
          ? t("details.extendedBy", { years, date: from })
          : t("details.extendedWithout", {
              years,
              date: from,
              closed: date(closed),
            })}
      </Detail>
    );
  }
  if (investment.status !== "active" || today >= investment.end_date)
    return null;
  return (
    <Detail label={t("details.extension")} wide>
      {t("details.extendFrom", { date: date(investment.end_date) })}
    </Detail>
  );
}
