import { useId } from "react";
import { inputClass } from "../../components/form/form-field.tsx";
import {
  chooseHousehold,
  useChosenHousehold,
  useHouseholds,
} from "../../lib/households.ts";
import { useMessages } from "../../lib/i18n/messages.ts";
import { signedInMessages } from "./messages/signed-in/index.ts";

/**
 * Which household the signed-in pages show (docs/product.md#household), for a person who may see
 * more than one: each by its owner's name and the person's part in it. The choice is kept on this
 * device; every household call asks the chosen one (lib/api-client.ts), and the pages' lists,
 * keyed by it, are asked for again.
 */
export function HouseholdSwitcher({ block = false }: { block?: boolean }) {
  const t = useMessages(signedInMessages);
  const list = useHouseholds();
  const chosen = useChosenHousehold();
  const id = useId();
  if (!list || list.length < 2) return null;
  const own = list.find((household) => household.role === "owner");
  return (
    <span
      className={
        block ? "mt-2 block space-y-1" : "flex min-w-0 items-center gap-2"
      }
    >
      <label
        htmlFor={id}
        className={
          block ? "block text-sm font-medium text-slate-800" : "sr-only"
        }
      >
        {t("household.label")}
      </label>
      <select
        id={id}
        value={chosen ?? own?.id}
        onChange={(event) => chooseHousehold(event.target.value, list)}
        className={
          block
            ? inputClass
            : "h-9 max-w-48 truncate rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900"
        }
      >
        {list.map((household) => (
          <option key={household.id} value={household.id}>
            {t(`household.${household.role}`, { name: household.name })}
          </option>
        ))}
      </select>
    </span>
  );
}
