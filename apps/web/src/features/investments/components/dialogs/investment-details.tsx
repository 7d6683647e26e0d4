import type { Investment } from "@kosh/core/contracts/investments";
import {
  canChange,
  displayStatus,
} from "@kosh/core/investments/display-status";
import { depositValueOn } from "@kosh/core/deposits/deposit-value";
import { isExtendableOn } from "@kosh/core/deposits/account-extension";
import {
  depositTermsOf,
  interestPaidOut,
} from "@kosh/core/deposits/investment-deposit";
import {
  isAccountScheme,
  isRenewable,
} from "@kosh/core/deposits/investment-scheme";
import { formatLongDate } from "@kosh/core/format/date";
import { formatInr, roundRupees } from "@kosh/core/format/money";
import type { OnInvestmentAction } from "../investment-action.ts";
import { AccountDeposits } from "./account-deposits.tsx";
import { AccountExtension } from "./account-extension.tsx";
import { Detail } from "./detail.tsx";
import { InvestmentHolders } from "../holders/investment-holders.tsx";
import { InterestScheduleDetails } from "./interest-schedule-details.tsx";
import { StatusBadge } from "../list/status-badge.tsx";
import { Button } from "../../../../components/ui/button.tsx";
import { useLocale } from "../../../../lib/i18n/locale.tsx";
import { useMessages } from "../../../../lib/i18n/messages.ts";
import { investmentFormMessages } from "../../messages/forms/index.ts";
import { useCanChangeHousehold } from "../../../../lib/households.ts";

interface InvestmentDetailsProps {
  investment: Investment;
  /** The whole list, to find the investments this one renewed and was renewed into. */
  investments: Investment[];
  today: string;
  onAction: OnInvestmentAction;
}

function ChainLink({
  investment,
  onOpen,
}: {
  investment: Investment;
  onOpen: () => void;
}) {
  const t = useMessages(investmentFormMessages);
  const locale = useLocale();
  return (
    <Button variant="link" size="inline" onClick={onOpen} className="underline">
      {t("chain.term", {
        amount: formatInr(investment.principal_amount),
        start: formatLongDate(investment.start_date, locale),
        end: formatLongDate(investment.end_date, locale),
      })}
    </Button>
  );
}

/**
 * Investment Details (docs/product.md#investment-details): every field, dates as 'dd MMMM yyyy',
 * and its renewal chain. A PPF or Sukanya Samriddhi account also shows its balance today, its
 * maturity date and its deposits; a recurring deposit its instalment
 * (docs/product.md#schemes-in-my-investments).
 */
export function InvestmentDetails({
  investment,
  investments,
  today,
  onAction,
}: InvestmentDetailsProps) {
  const t = useMessages(investmentFormMessages);
  const locale = useLocale();
  const timestamp = (iso: string) => formatLongDate(new Date(iso), locale);
  const status = displayStatus(investment, today);
  // Shared to view only: no changes here (docs/product.md#household).
  const changeable = useCanChangeHousehold() && canChange(status);
  const renewedFrom = investments.find(
    (other) => other.id === investment.renewal_reference_id,
  );
  const renewedInto = investments.find(
    (other) => other.renewal_reference_id === investment.id,
  );
  const maturity = investment.maturity_amount;
  const account = isAccountScheme(investment.scheme);
  const extendable = isExtendableOn(investment, today);
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-2">
        <p className="mr-auto text-lg font-semibold text-slate-900">
          {investment.investment_companies.name}
          <span className="block text-sm font-normal text-slate-600">
            {investment.invest_types.type_name}
          </span>
        </p>
        <StatusBadge status={status} />
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        <Detail label={t(account ? "details.deposited" : "details.principal")}>
          {formatInr(investment.principal_amount)}
        </Detail>
        {account && (
          <Detail label={t("details.balanceToday")}>
            {formatInr(
              roundRupees(depositValueOn(depositTermsOf(investment), today)),
            )}
          </Detail>
        )}
        {investment.monthly_instalment !== null && (
          <Detail label={t("details.instalment")}>
            {formatInr(investment.monthly_instalment)}
          </Detail>
        )}
        <Detail label={t("details.rate")}>
          {investment.rate_of_interest}%
        </Detail>
        <Detail label={t("details.startDate")}>
          {formatLongDate(investment.start_date, locale)}
        </Detail>
        <Detail label={t(account ? "details.maturityDate" : "details.endDate")}>
          {formatLongDate(investment.end_date, locale)}
        </Detail>
        <AccountExtension investment={investment} today={today} />
        <Detail label={t("details.maturity")}>
          {maturity === null
            ? t("details.maturityNotGiven")
            : formatInr(maturity)}
        </Detail>
        <Detail label={t("details.expectedReturns")}>
          {maturity === null
            ? "—"
            : // A payout deposit's maturity is its principal: its return is what it pays out.
              formatInr(
                maturity -
                  investment.principal_amount +
                  interestPaidOut(investment),
              )}
        </Detail>
        <InterestScheduleDetails investment={investment} today={today} />
        <Detail label={t("details.documentNumber")}>
          {investment.document_number ?? "—"}
        </Detail>
        <Detail label={t("details.accountNumber")}>
          {investment.account_number ?? "—"}
        </Detail>
        <Detail label={t("details.notes")} wide>
          {investment.investment_notes ?? "—"}
        </Detail>
        {investment.transaction_reason && (
          <Detail
            label={
              status === "closed"
                ? t("details.reasonClosed")
                : t("details.reasonGiven")
            }
            wide
          >
            {investment.transaction_reason}
          </Detail>
        )}
        <Detail label={t("details.added")}>
          {timestamp(investment.created_at)}
        </Detail>
        <Detail label={t("details.updated")}>
          {timestamp(investment.updated_at)}
        </Detail>
      </dl>
      <InvestmentHolders investment={investment} />
      {account && (
        <AccountDeposits investment={investment} changeable={changeable} />
      )}
      <section aria-label={t("chain.heading")} className="space-y-2 text-sm">
        <h3 className="font-semibold text-slate-900">{t("chain.heading")}</h3>
        {!renewedFrom && !renewedInto && !investment.renewal_reference_id && (
          <p className="text-slate-600">{t("chain.none")}</p>
        )}
        {renewedFrom && (
          <p className="text-slate-700">
            {t("chain.from")}{" "}
            <ChainLink
              investment={renewedFrom}
              onOpen={() => onAction("details", renewedFrom)}
            />
          </p>
        )}
        {!renewedFrom && investment.renewal_reference_id && (
          <p className="text-slate-700">{t("chain.fromEarlier")}</p>
        )}
        {renewedInto && (
          <p className="text-slate-700">
            {t("chain.into")}{" "}
            <ChainLink
              investment={renewedInto}
              onOpen={() => onAction("details", renewedInto)}
            />
          </p>
        )}
      </section>
      {changeable && (
        <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
          <Button
            variant="dangerOutline"
            onClick={() => onAction("close", investment)}
          >
            {t("details.close")}
          </Button>
          {isRenewable(investment.scheme) && (
            <Button
              variant="primary"
              onClick={() => onAction("renew", investment)}
            >
              {t("details.renew")}
            </Button>
          )}
          {extendable && (
            <Button
              variant="primary"
              onClick={() => onAction("extend", investment)}
            >
              {t("details.extend")}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
