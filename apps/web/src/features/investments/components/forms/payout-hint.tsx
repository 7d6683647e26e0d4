import { payoutAmount } from "@kosh/core/deposits/deposit-value";
import type { InterestSchedule } from "@kosh/core/deposits/interest-schedule";
import { scheduleFrequency } from "@kosh/core/investments/form-words";
import { formatInr } from "@kosh/core/format/money";
import { useMessages } from "../../../../lib/i18n/messages.ts";
import {
  investmentFormMessages,
  investmentFormWords,
} from "../../messages/forms/index.ts";

interface PayoutHintProps {
  principal: number;
  rate: number;
  schedule: InterestSchedule | "";
}

/** Under the schedule select: what a payout deposit pays each time, or what "added" means. */
export function PayoutHint({ principal, rate, schedule }: PayoutHintProps) {
  const t = useMessages(investmentFormMessages);
  const words = useMessages(investmentFormWords);
  const amount = payoutAmount(principal, rate, schedule);
  if (amount !== null && schedule)
    return (
      <>
        <strong className="font-semibold text-slate-800">
          {formatInr(amount)}
        </strong>{" "}
        {t("payout.each", {
          frequency: scheduleFrequency(schedule, words),
        })}
      </>
    );
  if (schedule === "") return <>{t("payout.noSchedule")}</>;
  return <>{t("payout.asReceipt")}</>;
}
