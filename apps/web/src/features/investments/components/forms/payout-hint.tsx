import { payoutAmount } from "@kosh/core/deposits/deposit-value";
import {
  type InterestSchedule,
  scheduleFrequency,
} from "@kosh/core/deposits/interest-schedule";
import { formatInr } from "@kosh/core/format/money";

interface PayoutHintProps {
  principal: number;
  rate: number;
  schedule: InterestSchedule | "";
}

/** Under the schedule select: what a payout deposit pays each time, or what "added" means. */
export function PayoutHint({ principal, rate, schedule }: PayoutHintProps) {
  const amount = payoutAmount(principal, rate, schedule);
  if (amount !== null && schedule)
    return (
      <>
        <strong className="font-semibold text-slate-800">
          {formatInr(amount)}
        </strong>{" "}
        paid to you {scheduleFrequency(schedule)}.
      </>
    );
  if (schedule === "") return <>Kosh estimates with yearly compounding.</>;
  return <>As the bank's deposit receipt says.</>;
}
