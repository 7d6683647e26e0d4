import type { Investment } from "@kosh/core/contracts/investments";
import {
  canChange,
  displayStatus,
} from "@kosh/core/investments/display-status";
import { interestPaidOut } from "@kosh/core/deposits/investment-deposit";
import { formatLongDate } from "@kosh/core/format/date";
import { formatInr } from "@kosh/core/format/money";
import type { OnInvestmentAction } from "../investment-action.ts";
import { Detail } from "./detail.tsx";
import { InterestScheduleDetails } from "./interest-schedule-details.tsx";
import { StatusBadge } from "../list/status-badge.tsx";
import { Button } from "../../../../components/ui/button.tsx";

interface InvestmentDetailsProps {
  investment: Investment;
  /** The whole list, to find the investments this one renewed and was renewed into. */
  investments: Investment[];
  today: string;
  onAction: OnInvestmentAction;
}

function timestamp(iso: string): string {
  return formatLongDate(new Date(iso));
}

function ChainLink({
  investment,
  onOpen,
}: {
  investment: Investment;
  onOpen: () => void;
}) {
  return (
    <Button variant="link" size="inline" onClick={onOpen} className="underline">
      {formatInr(investment.principal_amount)} from{" "}
      {formatLongDate(investment.start_date)} to{" "}
      {formatLongDate(investment.end_date)}
    </Button>
  );
}

/**
 * Investment Details (docs/product.md#investment-details): every field, dates as 'dd MMMM yyyy',
 * and its renewal chain.
 */
export function InvestmentDetails({
  investment,
  investments,
  today,
  onAction,
}: InvestmentDetailsProps) {
  const status = displayStatus(investment, today);
  const renewedFrom = investments.find(
    (other) => other.id === investment.renewal_reference_id,
  );
  const renewedInto = investments.find(
    (other) => other.renewal_reference_id === investment.id,
  );
  const maturity = investment.maturity_amount;
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
        <Detail label="Principal">
          {formatInr(investment.principal_amount)}
        </Detail>
        <Detail label="Interest Rate">{investment.rate_of_interest}%</Detail>
        <Detail label="Start Date">
          {formatLongDate(investment.start_date)}
        </Detail>
        <Detail label="End Date">{formatLongDate(investment.end_date)}</Detail>
        <Detail label="Maturity Amount">
          {maturity === null ? "Not given" : formatInr(maturity)}
        </Detail>
        <Detail label="Expected Returns">
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
        <Detail label="Document Number">
          {investment.document_number ?? "—"}
        </Detail>
        <Detail label="Account Number">
          {investment.account_number ?? "—"}
        </Detail>
        <Detail label="Notes" wide>
          {investment.investment_notes ?? "—"}
        </Detail>
        {investment.transaction_reason && (
          <Detail
            label={status === "closed" ? "Reason for closing" : "Reason given"}
            wide
          >
            {investment.transaction_reason}
          </Detail>
        )}
        <Detail label="Added">{timestamp(investment.created_at)}</Detail>
        <Detail label="Last Updated">{timestamp(investment.updated_at)}</Detail>
      </dl>
      <section aria-label="Renewal chain" className="space-y-2 text-sm">
        <h3 className="font-semibold text-slate-900">Renewal chain</h3>
        {!renewedFrom && !renewedInto && !investment.renewal_reference_id && (
          <p className="text-slate-600">Not part of a renewal.</p>
        )}
        {renewedFrom && (
          <p className="text-slate-700">
            Renewed from{" "}
            <ChainLink
              investment={renewedFrom}
              onOpen={() => onAction("details", renewedFrom)}
            />
          </p>
        )}
        {!renewedFrom && investment.renewal_reference_id && (
          <p className="text-slate-700">Renewed from an earlier investment.</p>
        )}
        {renewedInto && (
          <p className="text-slate-700">
            Renewed into{" "}
            <ChainLink
              investment={renewedInto}
              onOpen={() => onAction("details", renewedInto)}
            />
          </p>
        )}
      </section>
      {canChange(status) && (
        <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
          <Button
            variant="dangerOutline"
            onClick={() => onAction("close", investment)}
          >
            Close Investment
          </Button>
          <Button
            variant="primary"
            onClick={() => onAction("renew", investment)}
          >
            Renew Investment
          </Button>
        </div>
      )}
    </div>
  );
}
