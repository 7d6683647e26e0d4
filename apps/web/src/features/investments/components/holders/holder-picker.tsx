import { MAX_HOLDERS, type Member } from "@kosh/core/contracts/household";
import { useEffect, useId, useRef } from "react";
import { inputClass } from "../../../../components/form/form-field.tsx";
import { Button } from "../../../../components/ui/button.tsx";
import { useMessages } from "../../../../lib/i18n/messages.ts";
import { investmentFormMessages } from "../../messages/forms/index.ts";

const POSITIONS = [
  "holders.position1",
  "holders.position2",
  "holders.position3",
  "holders.position4",
] as const satisfies { length: typeof MAX_HOLDERS };

interface HolderPickerProps {
  members: readonly Member[];
  /** The holders' member ids, first holder first. */
  value: readonly string[];
  onChange: (holderIds: string[]) => void;
}

/**
 * The holders of a deposit in its order (docs/product.md#household): a select per position, the
 * first holder, then up to three joint holders added and removed one at a time. Each select offers
 * every member; one already named at another position swaps places with the one it replaces, so
 * A-B turns into B-A in one choice and nobody is named twice. Adding a holder moves the focus to its
 * select; removing one moves it to 'Add joint holder'.
 */
export function HolderPicker({ members, value, onChange }: HolderPickerProps) {
  const t = useMessages(investmentFormMessages);
  const id = useId();
  const selects = useRef<(HTMLSelectElement | null)[]>([]);
  const addButton = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<"added" | "add" | null>(null);
  useEffect(() => {
    if (focusNext.current === "added")
      selects.current[value.length - 1]?.focus();
    if (focusNext.current === "add") addButton.current?.focus();
    focusNext.current = null;
  }, [value.length]);

  const unused = members.filter((member) => !value.includes(member.id));
  const canAdd = value.length < MAX_HOLDERS && unused.length > 0;
  const choose = (position: number, memberId: string) =>
    onChange(
      value.map((held, at) =>
        at === position
          ? memberId
          : held === memberId
            ? value[position]!
            : held,
      ),
    );

  return (
    <fieldset aria-describedby={`${id}-hint`} className="space-y-2">
      <legend className="text-sm font-medium text-slate-800">
        {t("holders.legend")}
      </legend>
      <p id={`${id}-hint`} className="text-xs text-slate-500">
        {t("holders.hint")}
      </p>
      <ol className="space-y-2">
        {value.map((memberId, position) => {
          const label = t(POSITIONS[position]!);
          return (
            <li key={position} className="flex items-end gap-2">
              <div className="min-w-0 flex-1 space-y-1">
                <label
                  htmlFor={`${id}-${position}`}
                  className="block text-sm text-slate-700"
                >
                  {label}
                </label>
                <select
                  id={`${id}-${position}`}
                  ref={(element) => {
                    selects.current[position] = element;
                  }}
                  value={memberId}
                  onChange={(event) => choose(position, event.target.value)}
                  className={inputClass}
                >
                  {members.map((member) => (
                    <option key={member.id} value={member.id}>
                      {member.name}
                    </option>
                  ))}
                </select>
              </div>
              {position > 0 && (
                <Button
                  variant="ghostDanger"
                  className="h-10"
                  aria-label={t("holders.removeLabel", { position: label })}
                  onClick={() => {
                    focusNext.current = "add";
                    onChange(value.filter((_, at) => at !== position));
                  }}
                >
                  {t("holders.remove")}
                </Button>
              )}
            </li>
          );
        })}
      </ol>
      {canAdd && (
        <Button
          ref={addButton}
          variant="ghost"
          size="sm"
          onClick={() => {
            focusNext.current = "added";
            onChange([...value, unused[0]!.id]);
          }}
        >
          {t("holders.add")}
        </Button>
      )}
    </fieldset>
  );
}
