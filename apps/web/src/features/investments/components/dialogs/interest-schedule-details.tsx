import type { Investment } from "@kosh/core/contracts/investments";
import {
  depositPayouts,
  payoutAmount,
} from "@kosh/core/deposits/deposit-value";
import { interestScheduleLabel } from "@kosh/core/deposits/interest-schedule";
import { depositTermsOf } from "@kosh/core/deposits/investment-deposit";
import { nextPayout } from "@kosh/core/deposits/upcoming-payouts";
import { formatLongDate } from "@kosh/core/format/date";
import { formatInr } from "@kosh/core/format/money";
import { Detail } from "./detail.tsx";
import { useLocale } from "../../../../lib/i18n/locale.tsx";
import { useMessages } from "../../../../lib/i18n/messages.ts";
import { schemeNameMessages } from "../../../../lib/i18n/scheme-name-messages.ts";
import { depositMessages } from "../../messages/index.ts";
import { investmentFormMessages } from "../../messages/forms/index.ts";

interface InterestScheduleDetailsProps {
  investment: Investment;
  today: string;
}

/**
 * The scheme it earns by (other than a term deposit), how the deposit earns interest where a
 * schedule applies, and, for a payout deposit, what each payout brings and when the
 * next one comes (docs/product.md#investment-details); where the first payout is pro rata (SCSS
 * opened between its payout dates, docs/product.md#schemes-in-my-investments), that one too.
 */
export function InterestScheduleDetails({
  investment,
  today,
}: InterestScheduleDetailsProps) {
  const t = useMessages(investmentFormMessages);
  const depositWords = useMessages(depositMessages);
  const schemeNames = useMessages(schemeNameMessages);
  const locale = useLocale();
  const schedule = investment.interest_schedule;
  const perPayout = payoutAmount(
    investment.principal_amount,
    investment.rate_of_interest,
    schedule,
    investment.scheme,
  );
  const terms = depositTermsOf(investment);
  const next =
    perPayout !== null && investment.status === "active"
      ? nextPayout(terms, today)
      : null;
  const first = perPayout !== null ? depositPayouts(terms)[0] : undefined;
  const firstDiffers =
    first !== undefined &&
    Math.round(first.amount) !== Math.round(perPayout ?? 0);
  return (
    <>
      {investment.scheme !== "term_deposit" && (
        <Detail label={t("details.scheme")} wide>
          {schemeNames(`scheme.${investment.scheme}`)}
        </Detail>
      )}
      {(schedule !== null || investment.scheme === "term_deposit") && (
        <Detail label={t("details.schedule")} wide>
          {interestScheduleLabel(schedule, depositWords)}
        </Detail>
      )}
      {perPayout !== null && (
        <>
          <Detail label={t("details.perPayout")}>{formatInr(perPayout)}</Detail>
          {firstDiffers && (
            <Detail label={t("details.firstPayout")}>
              {t("details.nextPayoutOn", {
                amount: formatInr(first.amount),
                date: formatLongDate(first.date, locale),
              })}
            </Detail>
          )}
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
