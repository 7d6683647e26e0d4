import type { Investment } from "@kosh/core/contracts/investments";
import { useState } from "react";
import { FormAlert } from "../../../../components/form/form-alert.tsx";
import { Button } from "../../../../components/ui/button.tsx";
import { useCanChangeHousehold } from "../../../../lib/households.ts";
import { useMessages } from "../../../../lib/i18n/messages.ts";
import { useMembers } from "../../../../lib/household-members.ts";
import { useSetInvestmentHolders } from "../../api/set-investment-holders.ts";
import { investmentMessages } from "../../messages/index.ts";
import { investmentFormMessages } from "../../messages/forms/index.ts";
import { HolderPicker } from "./holder-picker.tsx";
import { holderNames } from "./holder-names.ts";

/**
 * The details' holders (docs/product.md#household): their names in the deposit's order, and for a
 * person who may change the household (not shared with them to view only), 'Change holders' opening the picker, saved with
 * PUT /api/investments/:id/holders. Nothing shows until the members' names are known.
 */
export function InvestmentHolders({ investment }: { investment: Investment }) {
  const t = useMessages(investmentFormMessages);
  const words = useMessages(investmentMessages);
  const members = useMembers();
  const save = useSetInvestmentHolders();
  const changeable = useCanChangeHousehold();
  const [editing, setEditing] = useState<string[] | null>(null);
  const [saved, setSaved] = useState(false);
  const names = holderNames(
    investment.holder_ids,
    members.data,
    words("holders.and"),
  );
  if (!names || !members.data) return null;
  const canPick = changeable && members.data.length > 1;

  return (
    <section aria-labelledby="holders-heading" className="space-y-2 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="holders-heading" className="font-semibold text-slate-900">
          {t("details.holders")}
        </h3>
        {canPick && editing === null && (
          <Button
            variant="link"
            size="inline"
            className="underline"
            onClick={() => {
              setSaved(false);
              setEditing([...investment.holder_ids]);
            }}
          >
            {t("details.changeHolders")}
          </Button>
        )}
      </div>
      {editing === null ? (
        <p className="text-slate-700">{names}</p>
      ) : (
        <form
          noValidate
          className="space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (save.isPending) return;
            save.mutate(
              { id: investment.id, holderIds: editing },
              {
                onSuccess: () => {
                  setEditing(null);
                  setSaved(true);
                },
              },
            );
          }}
        >
          <FormAlert message={save.error?.message} />
          <HolderPicker
            members={members.data}
            value={editing}
            onChange={(chosen) => {
              save.reset();
              setEditing(chosen);
            }}
          />
          <div className="flex flex-wrap justify-end gap-2">
            <Button
              onClick={() => {
                save.reset();
                setEditing(null);
              }}
            >
              {t("holders.cancel")}
            </Button>
            <Button
              type="submit"
              variant="primary"
              aria-disabled={save.isPending || undefined}
            >
              {save.isPending
                ? t("details.savingHolders")
                : t("details.saveHolders")}
            </Button>
          </div>
        </form>
      )}
      <p role="status" className="text-slate-600">
        {saved ? t("details.holdersSaved") : ""}
      </p>
    </section>
  );
}
