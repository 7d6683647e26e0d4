import type { Investment } from "@kosh/core/contracts/investments";
import { payoutAmount } from "@kosh/core/deposits/deposit-value";
import { isPayoutSchedule } from "@kosh/core/deposits/interest-schedule";
import { formatInr } from "@kosh/core/format/money";
import { useMessages } from "../../../../lib/i18n/messages.ts";
import { investmentMessages } from "../../messages/index.ts";

/**
 * An investment's maturity as the table and the cards show it: a payout deposit (an SCSS, an MIS,
 * a time deposit, an FD paying interest out) returns its principal at maturity, so what it pays
 * stands beside it, "₹10,00,000 + ₹20,500 a quarter" (docs/product.md#schemes-in-my-investments).
 */
export function useMaturityText(): (investment: Investment) => string {
  const t = useMessages(investmentMessages);
  return (investment) => {
    const maturity = investment.maturity_amount;
    if (maturity === null) return "—";
    const schedule = investment.interest_schedule;
    if (!isPayoutSchedule(schedule)) return formatInr(maturity);
    const payout = payoutAmount(
      investment.principal_amount,
      investment.rate_of_interest,
      schedule,
      investment.scheme,
    );
    if (payout === null) return formatInr(maturity);
    return t(`maturity.${schedule}`, {
      maturity: formatInr(maturity),
      payout: formatInr(payout),
    });
  };
}
