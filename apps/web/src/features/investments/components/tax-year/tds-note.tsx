import type { Member } from "@kosh/core/contracts/household";
import type { InterestIncome } from "@kosh/core/contracts/investments";
import { SENIOR_TDS_THRESHOLD } from "@kosh/core/deposits/tds-projection";
import { formatInr } from "@kosh/core/format/money";
import { useMessages } from "../../../../lib/i18n/messages.ts";
import { depositMessages } from "../../messages/index.ts";

interface TdsNoteProps {
  tds: InterestIncome["tds"];
  members: readonly Member[];
  /** One member's lines only; null: everyone's. */
  memberId: string | null;
}

/**
 * TDS this year (docs/product.md#tds-this-year): each member-and-bank pair whose interest over the
 * current financial year is projected above the threshold, with the projected interest and the
 * threshold, and the note on Form 121; labelled an estimate, information and not advice. Nothing
 * when no pair is above it, or before the members' names are known.
 */
export function TdsNote({ tds, members, memberId }: TdsNoteProps) {
  const t = useMessages(depositMessages);
  const byId = new Map(members.map((member) => [member.id, member]));
  const lines = tds.lines.filter(
    (line) =>
      (memberId === null || line.member_id === memberId) &&
      byId.has(line.member_id),
  );
  if (lines.length === 0) return null;
  const withoutBirthDate = lines.some(
    (line) => byId.get(line.member_id)?.date_of_birth === null,
  );
  return (
    <section
      aria-labelledby="tds-heading"
      className="space-y-3 rounded-2xl bg-white p-5 ring-1 ring-slate-200"
    >
      <h2 id="tds-heading" className="text-lg font-semibold text-slate-900">
        {t("tds.heading")}
      </h2>
      <p className="text-sm text-slate-600">
        {t("tds.lead", { year: tds.financial_year })}
      </p>
      <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800">
        {lines.map((line) => (
          <li key={`${line.member_id}|${line.company_id}`}>
            {t(line.senior ? "tds.lineSenior" : "tds.line", {
              member: byId.get(line.member_id)!.name,
              bank: line.name,
              interest: formatInr(line.projected_interest),
              threshold: formatInr(line.threshold),
            })}
          </li>
        ))}
      </ul>
      {withoutBirthDate && (
        <p className="text-sm text-slate-600">
          {t("tds.noDateOfBirth", {
            seniorThreshold: formatInr(SENIOR_TDS_THRESHOLD),
          })}
        </p>
      )}
      <p className="text-sm text-slate-600">{t("tds.formNote")}</p>
    </section>
  );
}
