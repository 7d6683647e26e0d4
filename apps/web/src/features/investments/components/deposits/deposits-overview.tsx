import type { Investment } from "@kosh/core/contracts/investments";
import { Link } from "wouter";
import { InsuranceSection } from "./insurance-section.tsx";
import { PayoutsSection } from "./payouts-section.tsx";
import { buttonClass } from "../../../../components/ui/button.tsx";
import { useMessages } from "../../../../lib/i18n/messages.ts";
import { investmentMessages } from "../../messages/index.ts";

interface DepositsOverviewProps {
  investments: Investment[];
  today: string;
}

/**
 * The dashboard's deposit sections: interest coming in the next 12 months, deposit insurance, and
 * the way to the tax-year interest screen (docs/product.md#tax-year-interest).
 */
export function DepositsOverview({
  investments,
  today,
}: DepositsOverviewProps) {
  const t = useMessages(investmentMessages);
  if (investments.length === 0) return null;
  return (
    <>
      <PayoutsSection investments={investments} today={today} />
      <InsuranceSection investments={investments} today={today} />
      <section
        aria-labelledby="deposits-overview-heading"
        className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200"
      >
        <div className="min-w-0">
          <h2
            id="deposits-overview-heading"
            className="text-lg font-semibold text-slate-900"
          >
            {t("taxYear.heading")}
          </h2>
          <p className="text-sm text-slate-600">{t("taxYear.body")}</p>
        </div>
        <Link
          href="/tax-year-interest"
          className={buttonClass("primaryOutline")}
        >
          {t("taxYear.link")}
        </Link>
      </section>
    </>
  );
}
