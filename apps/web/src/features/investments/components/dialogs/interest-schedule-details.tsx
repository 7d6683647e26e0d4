import type { Investment } from "@kosh/core/contracts/investments";
import { payoutAmount } from "@kosh/core/deposits/deposit-value";
import { interestScheduleLabel } from "@kosh/core/deposits/interest-schedule";
import { depositTermsOf } from "@kosh/core/deposits/investment-deposit";
import { nextPayout } from "@kosh/core/deposits/upcoming-payouts";
import { formatLongDate } from "@kosh/core/format/date";
import { formatInr } from "@kosh/core/format/money";
import { Detail } from "./detail.tsx";
import { useLocale } from "../../../../lib/i18n/locale.tsx";
import { useMessages } from "../../../../lib/i18n/messages.ts";
import { depositMessages } from "../../messages/index.ts";
import { investmentFormMessages } from "../../messages/forms/index.ts";

interface InterestScheduleDetailsProps {
  investment: Investment;
  today: string;
}

/**
 * How the deposit earns interest and, for a payout deposit, what each payout brings and when the
 * next one comes (docs/product.md#investment-details).
 */
export function InterestScheduleDetails({
  investment,
  today,
}: InterestScheduleDetailsProps) {
  const t = useMessages(investmentFormMessages);
  const depositWords = useMessages(depositMessages);
  const locale = useLocale();
  const schedule = investment.interest_schedule;
  const perPayout = payoutAmount(
    investment.principal_amount,
    investment.rate_of_interest,
    schedule,
  );
  const next =
    perPayout !== null && investment.status === "active"
      ? nextPayout(depositTermsOf(investment), today)
      : null;
  return (
    <>
      <Detail label={t("details.schedule")} wide>
        {interestScheduleLabel(schedule, depositWords)}
      </Detail>
      {perPayout !== null && (
        <>
          <Detail label={t("details.perPayout")}>{formatInr(perPayout)}</Detail>
          <Detail label={t("details.nextPayout")}>
            {next
              ? t("details.nextPayoutOn", {
                  amount: formatInr(next.amount),
                  date: formatLongDate(next.date, locale),
                })
              : t("details.noPayoutLeft")}
          </Detail>
        </>
      )}
    </>
  );
}
