import { payoutAmount } from "@kosh/core/deposits/deposit-value";
import type { InterestSchedule } from "@kosh/core/deposits/interest-schedule";
import type { InvestmentScheme } from "@kosh/core/deposits/investment-scheme";
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
  /** A post-office scheme pays by its own rule (SCSS, MIS, TD; docs/product.md#schemes-in-my-investments). */
  scheme?: InvestmentScheme;
}

/** Under the schedule select: what a payout deposit pays each time, or what "added" means. */
export function PayoutHint({
  principal,
  rate,
  schedule,
  scheme,
}: PayoutHintProps) {
  const t = useMessages(investmentFormMessages);
  const words = useMessages(investmentFormWords);
  const amount = payoutAmount(principal, rate, schedule, scheme);
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
