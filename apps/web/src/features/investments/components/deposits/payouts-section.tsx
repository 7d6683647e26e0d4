import type { Investment } from "@kosh/core/contracts/investments";
import { isPayoutSchedule } from "@kosh/core/deposits/interest-schedule";
import { depositTermsOf } from "@kosh/core/deposits/investment-deposit";
import { payoutsInNextTwelveMonths } from "@kosh/core/deposits/upcoming-payouts";
import { formatMonthYear } from "@kosh/core/format/date";
import { formatInr } from "@kosh/core/format/money";
import { useLocale } from "../../../../lib/i18n/locale.tsx";
import { useMessages } from "../../../../lib/i18n/messages.ts";
import { investmentMessages } from "../../messages/index.ts";

interface PayoutsSectionProps {
  investments: Investment[];
  today: string;
}

/** Interest coming to you in the next 12 months, month by month (docs/product.md#interest-coming-to-you). */
export function PayoutsSection({ investments, today }: PayoutsSectionProps) {
  const t = useMessages(investmentMessages);
  const locale = useLocale();
  const payouts = investments.filter(
    (investment) =>
      investment.status === "active" &&
      isPayoutSchedule(investment.interest_schedule),
  );
  if (payouts.length === 0) return null;
  const months = payoutsInNextTwelveMonths(payouts.map(depositTermsOf), today);
  const total = months.reduce((sum, month) => sum + month.amount, 0);
  return (
    <section
      aria-labelledby="payouts-heading"
      className="space-y-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2
          id="payouts-heading"
          className="text-lg font-semibold text-slate-900"
        >
          {t("payouts.heading")}
        </h2>
        <p className="text-sm text-slate-700 tabular-nums">
          {t("payouts.total", { amount: formatInr(total) })}
        </p>
      </div>
      <ul className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-3 lg:grid-cols-4">
        {months.map((month) => (
          <li
            key={month.month}
            // On a phone the amount goes under the month, so "November 2026" stays on one line.
            className="flex flex-col gap-0.5 rounded-lg bg-slate-50 px-3 py-2 sm:flex-row sm:justify-between sm:gap-2"
          >
            <span className="text-slate-600">
              {formatMonthYear(month.month, locale)}
            </span>
            <span className="font-medium text-slate-900 tabular-nums">
              {formatInr(month.amount)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
