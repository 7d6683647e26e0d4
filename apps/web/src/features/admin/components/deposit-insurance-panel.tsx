import {
  MAX_DEPOSIT_INSURANCE_COVER,
  MIN_DEPOSIT_INSURANCE_COVER,
} from "@kosh/core/contracts/deposit-insurance";
import { DEPOSIT_INSURANCE_COVER } from "@kosh/core/deposits/deposit-insurance";
import { formatInr } from "@kosh/core/format/money";
import { useState } from "react";
import { FormAlert } from "../../../components/form/form-alert.tsx";
import { FormField } from "../../../components/form/form-field.tsx";
import { RupeeInput } from "../../../components/form/rupee-input.tsx";
import { toast } from "../../../components/toaster.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { useDepositInsurance } from "../../../lib/deposit-insurance.ts";
import { useMessages } from "../../../lib/i18n/messages.ts";
import { useSaveDepositInsurance } from "../api/save-deposit-insurance.ts";
import { adminMessages } from "../messages/index.ts";

/**
 * DICGC's cover per depositor per bank (docs/product.md#deposit-insurance; decision 0058), beside
 * the company types whose deposits it insures: the cover in use, and a box to change it when the
 * law does. The server checks the figure (whole rupees, within the contract's bounds) and its
 * refusal, naming the field, shows here.
 */
export function DepositInsurancePanel() {
  const t = useMessages(adminMessages);
  const cover = useDepositInsurance().data?.cover;
  if (cover === undefined) return null;
  return <CoverForm cover={cover} title={t("insurance.title")} />;
}

function CoverForm({ cover, title }: { cover: number; title: string }) {
  const t = useMessages(adminMessages);
  const save = useSaveDepositInsurance();
  const [typed, setTyped] = useState(String(cover));
  return (
    <section
      aria-labelledby="deposit-insurance-heading"
      className="mt-6 space-y-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200"
    >
      <div>
        <h2
          id="deposit-insurance-heading"
          className="text-lg font-semibold text-slate-900"
        >
          {title}
        </h2>
        <p className="text-sm text-slate-600">
          {t("insurance.description", {
            cover: formatInr(DEPOSIT_INSURANCE_COVER),
          })}
        </p>
        <p className="mt-1 text-sm font-medium text-slate-900 tabular-nums">
          {t("insurance.current", { cover: formatInr(cover) })}
        </p>
      </div>
      <form
        noValidate
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          // Typed as people write it (10,00,000); the server judges what is left.
          save.mutate(
            { cover: Number(typed.replaceAll(",", "").trim()) },
            {
              onSuccess: (saved) => {
                setTyped(String(saved.cover));
                toast({
                  title: t("insurance.saved"),
                  message: t("insurance.savedBody", {
                    cover: formatInr(saved.cover),
                  }),
                });
              },
            },
          );
        }}
      >
        <FormField
          label={t("insurance.label")}
          hint={t("insurance.hint", {
            min: formatInr(MIN_DEPOSIT_INSURANCE_COVER),
            max: formatInr(MAX_DEPOSIT_INSURANCE_COVER),
          })}
          className="min-w-0 flex-1 sm:max-w-xs"
        >
          {(control) => (
            <RupeeInput
              {...control}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              required
            />
          )}
        </FormField>
        <Button type="submit" variant="primary" disabled={save.isPending}>
          {save.isPending ? t("form.saving") : t("form.save")}
        </Button>
      </form>
      <FormAlert message={save.error?.message} />
    </section>
  );
}
