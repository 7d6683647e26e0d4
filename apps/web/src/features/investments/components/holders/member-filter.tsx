import type { Member } from "@kosh/core/contracts/household";
import { useMessages } from "../../../../lib/i18n/messages.ts";
import { investmentMessages } from "../../messages/index.ts";

interface MemberFilterProps {
  /** The household's members, its own person first. */
  members: readonly Member[] | undefined;
  /** A member's id, or null for 'Everyone'. */
  value: string | null;
  onChange: (memberId: string | null) => void;
}

/**
 * 'Whose investments': Everyone, or one member of the household (docs/product.md#household). A
 * household of one, or one whose members are not known, has nothing to choose, so nothing shows.
 */
export function MemberFilter({ members, value, onChange }: MemberFilterProps) {
  const t = useMessages(investmentMessages);
  if (!members || members.length < 2) return null;
  return (
    <label className="flex min-w-0 flex-wrap items-center gap-2 text-sm font-medium text-slate-700">
      {t("members.label")}
      <select
        value={value ?? ""}
        onChange={(event) => onChange(event.target.value || null)}
        className="h-10 max-w-full min-w-0 rounded-lg border border-slate-300 bg-white px-2.5 text-sm font-normal text-slate-900"
      >
        <option value="">{t("members.everyone")}</option>
        {members.map((member) => (
          <option key={member.id} value={member.id}>
            {member.name}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The member chosen, while the household still has them; else null ('Everyone'). */
export function shownMember(
  members: readonly Member[] | undefined,
  memberId: string | null,
): string | null {
  return members?.some((member) => member.id === memberId) ? memberId : null;
}
