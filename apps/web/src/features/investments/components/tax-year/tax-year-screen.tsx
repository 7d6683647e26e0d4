import { financialYearOf } from "@kosh/core/deposits/interest-by-financial-year";
import { memberInterestYear } from "@kosh/core/deposits/member-interest-year";
import { todayIso } from "@kosh/core/format/date";
import { useState } from "react";
import { Link } from "wouter";
import { useInterestIncome } from "../../api/get-interest-income.ts";
import { useInvestments } from "../../api/get-investments.ts";
import { useMembers } from "../../../../lib/household-members.ts";
import { useMemberChoice } from "../../../../lib/member-choice.ts";
import { MemberFilter, shownMember } from "../holders/member-filter.tsx";
import { LoadError } from "../load-error.tsx";
import { TaxYearDetails } from "./tax-year-details.tsx";
import { TdsNote } from "./tds-note.tsx";
import { buttonClass } from "../../../../components/ui/button.tsx";
import { useMessages } from "../../../../lib/i18n/messages.ts";
import { taxYearMessages } from "../../messages/tax-year/index.ts";

/**
 * Tax year interest (docs/product.md#tax-year-interest): pick a financial year, see the total,
 * each bank's share and each deposit's, and download it as CSV; for the family or one member, whose
 * interest is that of the deposits they hold first. The current year also names each member-and-bank
 * pair projected above the TDS threshold (docs/product.md#tds-this-year).
 */
export function TaxYearScreen() {
  const t = useMessages(taxYearMessages);
  const income = useInterestIncome();
  const investments = useInvestments();
  const current = financialYearOf(todayIso());
  const [picked, setPicked] = useState<string | null>(null);
  const members = useMembers().data;
  // The same choice as My Investments' (lib/member-choice.ts).
  const [chosenMember, setChosenMember] = useMemberChoice();
  const memberId = shownMember(members, chosenMember);
  const years = income.data?.years ?? [];
  const shown =
    years.find((year) => year.financial_year === picked) ??
    years.find((year) => year.financial_year === current) ??
    years.find((year) => year.financial_year < current) ??
    years[0];

  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-6 sm:py-8">
      <header className="space-y-2">
        <Link
          href="/dashboard"
          className="text-sm font-medium text-brand-700 underline"
        >
          {t("back")}
        </Link>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {t("heading")}
        </h1>
        <p className="max-w-2xl text-sm text-slate-600">{t("lead")}</p>
      </header>
      {income.isPending || investments.isPending ? (
        <div role="status" aria-live="polite" className="space-y-3">
          <span className="sr-only">{t("loading")}</span>
          <div className="h-24 animate-pulse rounded-xl bg-slate-200" />
          <div className="h-48 animate-pulse rounded-xl bg-slate-200" />
        </div>
      ) : income.isError || investments.isError ? (
        <LoadError
          error={income.error ?? investments.error}
          fallback={t("loadFailed")}
          retrying={income.isFetching || investments.isFetching}
          onRetry={() => {
            void income.refetch();
            void investments.refetch();
          }}
        />
      ) : !shown ? (
        <div className="rounded-2xl bg-white px-6 py-10 text-center ring-1 ring-slate-200">
          <h2 className="text-lg font-semibold text-slate-900">
            {t("empty.heading")}
          </h2>
          <p className="mt-2 text-sm text-slate-600">{t("empty.body")}</p>
          <Link
            href="/dashboard"
            className={buttonClass("primary", "md", "mt-5")}
          >
            {t("empty.link")}
          </Link>
        </div>
      ) : (
        <>
          <MemberFilter
            members={members}
            value={memberId}
            onChange={setChosenMember}
          />
          {members &&
            income.data?.tds.financial_year === shown.financial_year && (
              <TdsNote
                tds={income.data.tds}
                members={members}
                memberId={memberId}
              />
            )}
          <TaxYearDetails
            years={years}
            year={memberInterestYear(shown, memberId, investments.data ?? [])}
            investments={investments.data ?? []}
            onPick={setPicked}
            current={current}
          />
        </>
      )}
    </div>
  );
}
