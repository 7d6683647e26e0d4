import type { Investment } from "@kosh/core/contracts/investments";
import { payoutAmount } from "@kosh/core/deposits/deposit-value";
import { INTEREST_SCHEDULE_LABELS } from "@kosh/core/deposits/interest-schedule";
import { depositTermsOf } from "@kosh/core/deposits/investment-deposit";
import { nextPayout } from "@kosh/core/deposits/upcoming-payouts";
import { formatLongDate } from "@kosh/core/format/date";
import { formatInr } from "@kosh/core/format/money";
import { Detail } from "./detail.tsx";

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
      <Detail label="How interest is paid" wide>
        {schedule ? INTEREST_SCHEDULE_LABELS[schedule] : "Not recorded"}
      </Detail>
      {perPayout !== null && (
        <>
          <Detail label="Interest per payout">{formatInr(perPayout)}</Detail>
          <Detail label="Next payout">
            {next
              ? `${formatInr(next.amount)} on ${formatLongDate(next.date)}`
              : "None left"}
          </Detail>
        </>
      )}
    </>
  );
}
