import type { Investment } from "@kosh/core/contracts/investments";
import {
  depositCover,
  type InstitutionValue,
} from "@kosh/core/deposits/deposit-insurance";
import { depositTermsOf } from "@kosh/core/deposits/investment-deposit";
import { formatInr } from "@kosh/core/format/money";
import { useDepositInsurance } from "../../../../lib/deposit-insurance.ts";
import { useReferenceList } from "../../../../lib/reference-lists.ts";
import { useMembers } from "../../../../lib/household-members.ts";
import { holderNames } from "../holders/holder-names.ts";
import { useMessages } from "../../../../lib/i18n/messages.ts";
import { investmentMessages } from "../../messages/index.ts";

interface InsuranceSectionProps {
  investments: Investment[];
  today: string;
}

/**
 * Deposit insurance (docs/product.md#deposit-insurance): per insured institution and holders in
 * order ("SBI · Asha & Ravi", each such group a cover of its own), the active deposits valued
 * today against DICGC's cover as an admin keeps it (₹5,00,000 since 2020), naming those above it
 * and by how much; what the
 * Government of India backs (post-office schemes, PPF, Sukanya Samriddhi wherever held, and every
 * deposit with an institution whose type an admin says it backs) under its own heading,
 * and deposits in uninsured institutions as not covered, each one line per institution and
 * holders with how many deposits it holds.
 */
export function InsuranceSection({
  investments,
  today,
}: InsuranceSectionProps) {
  const t = useMessages(investmentMessages);
  const companies = useReferenceList("companies");
  const members = useMembers().data;
  const limit = useDepositInsurance().data?.cover;
  // Nothing is judged until the cover is known: a guess could name a group wrongly.
  if (!companies.data || limit === undefined) return null;
  const covers = new Map(
    companies.data.map((company) => [
      company.id,
      company.investment_company_types.cover,
    ]),
  );
  const cover = depositCover(
    investments
      .filter((investment) => investment.status === "active")
      .map((investment) => ({
        id: investment.id,
        companyId: investment.company_id,
        companyName: investment.investment_companies.name,
        cover: covers.get(investment.company_id) ?? "none",
        terms: depositTermsOf(investment),
        holderIds: investment.holder_ids,
      })),
    today,
    limit,
  );
  if (
    cover.insured.length === 0 &&
    cover.uninsured.length === 0 &&
    cover.government.length === 0
  )
    return null;
  // A group is its institution and holders in order; before the members' names are known, the
  // institution alone.
  const groupName = (institution: InstitutionValue) => {
    const holders = holderNames(
      institution.holder_ids,
      members,
      t("holders.and"),
    );
    return holders
      ? t("insurance.group", { name: institution.name, holders })
      : institution.name;
  };
  const line = (institution: InstitutionValue) =>
    t(institution.count === 1 ? "insurance.lineOne" : "insurance.line", {
      name: groupName(institution),
      value: formatInr(institution.value),
      count: institution.count,
    });
  return (
    <section
      aria-labelledby="insurance-heading"
      className="space-y-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200"
    >
      <div>
        <h2
          id="insurance-heading"
          className="text-lg font-semibold text-slate-900"
        >
          {t("insurance.heading")}
        </h2>
        <p className="text-sm text-slate-600">
          {t("insurance.lead", { cover: formatInr(limit) })}
        </p>
        <p className="mt-1 text-sm text-slate-600">
          {t("insurance.separately", {
            cover: formatInr(limit),
          })}
        </p>
      </div>
      {cover.insured.length > 0 && (
        <ul className="divide-y divide-slate-100">
          {cover.insured.map((institution) => (
            <li
              key={groupKey(institution)}
              className="flex flex-wrap items-baseline justify-between gap-x-3 py-2 text-sm"
            >
              <span className="min-w-0 font-medium text-slate-900">
                {groupName(institution)}
              </span>
              <span className="text-slate-700 tabular-nums">
                {institution.above_cover > 0
                  ? t("insurance.above", {
                      value: formatInr(institution.value),
                      above: formatInr(institution.above_cover),
                    })
                  : t("insurance.within", {
                      value: formatInr(institution.value),
                    })}
              </span>
            </li>
          ))}
        </ul>
      )}
      <InstitutionGroup
        heading={t("insurance.government")}
        institutions={cover.government}
        line={line}
      />
      <InstitutionGroup
        heading={t("insurance.uninsured")}
        institutions={cover.uninsured}
        line={line}
      />
    </section>
  );
}

/** One line per institution and holders in order: what tells two lines apart. */
function groupKey(institution: InstitutionValue) {
  return JSON.stringify([institution.company_id, ...institution.holder_ids]);
}

/** A group of institutions under its heading, one line each; nothing when it has none. */
function InstitutionGroup({
  heading,
  institutions,
  line,
}: {
  heading: string;
  institutions: InstitutionValue[];
  line: (institution: InstitutionValue) => string;
}) {
  if (institutions.length === 0) return null;
  return (
    <div className="text-sm">
      <h3 className="font-medium text-slate-900">{heading}</h3>
      <ul className="mt-1 space-y-1 text-slate-700">
        {institutions.map((institution) => (
          <li key={groupKey(institution)} className="tabular-nums">
            {line(institution)}
          </li>
        ))}
      </ul>
    </div>
  );
}
