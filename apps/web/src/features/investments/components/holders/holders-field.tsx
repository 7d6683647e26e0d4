import type { Member } from "@kosh/core/contracts/household";
import { Button } from "../../../../components/ui/button.tsx";
import { useMessages } from "../../../../lib/i18n/messages.ts";
import { useMembers } from "../../../../lib/household-members.ts";
import { investmentFormMessages } from "../../messages/forms/index.ts";
import { HolderPicker } from "./holder-picker.tsx";

interface HoldersFieldProps {
  /** The holders chosen, first holder first; null: none chosen yet, `shown` stands. */
  value: readonly string[] | null;
  /** The holders shown before any is chosen; absent: the household's own member alone. */
  shown?: readonly string[];
  onChange: (holderIds: string[]) => void;
}

/**
 * A form's holders (docs/product.md#household), once the household's members are known. A household
 * of one has nothing to choose, so nothing shows; members that could not be loaded say so, with
 * Try again, and the form still goes. A form sends holders only once some are chosen, so without
 * a choice the server keeps its own default: the own member on add, the renewed one's holders on
 * renewal.
 */
export function HoldersField({ value, shown, onChange }: HoldersFieldProps) {
  const t = useMessages(investmentFormMessages);
  const members = useMembers();
  if (members.isError)
    return (
      <p role="alert" className="text-sm text-slate-700">
        {t("holders.loadFailed")}{" "}
        <Button
          variant="link"
          size="inline"
          className="underline"
          onClick={() => void members.refetch()}
        >
          {t("holders.retry")}
        </Button>
      </p>
    );
  if (!members.data || members.data.length < 2) return null;
  return (
    <HolderPicker
      members={members.data}
      value={value ?? shown ?? ownMember(members.data)}
      onChange={onChange}
    />
  );
}

/** The household's own member alone, as the server names a deposit added without holders. */
function ownMember(members: readonly Member[]): string[] {
  const own = members.find((member) => member.relation === "self");
  return own ? [own.id] : [];
}
