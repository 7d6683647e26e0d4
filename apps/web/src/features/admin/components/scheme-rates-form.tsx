import type { SchemeRateQuarterAnswer } from "@kosh/core/contracts/scheme-rates";
import {
  schemeRatesForm,
  schemeRatesFormValues,
  type SchemeRatesFormValues,
} from "@kosh/core/schemes/scheme-rates-form";
import {
  SCHEME_RATE_KEYS,
  type SchemeRateKey,
} from "@kosh/core/schemes/scheme-rates";
import { FormAlert } from "../../../components/form/form-alert.tsx";
import { FormButtons } from "../../../components/form/form-buttons.tsx";
import { FormField, inputClass } from "../../../components/form/form-field.tsx";
import { useContractForm } from "../../../components/form/use-contract-form.ts";
import { useMessages } from "../../../lib/i18n/messages.ts";
import { useSaveSchemeRates } from "../api/scheme-rates.ts";
import { adminMessages } from "../messages/index.ts";

interface SchemeRatesFormProps {
  /** The quarter whose rates are entered or corrected. */
  quarterStart: string;
  /** What the form opens with: the quarter's own figures, or the latest quarter's for a new one. */
  initial: Pick<SchemeRateQuarterAnswer, "rates" | "kvpMonths">;
  onDone: () => void;
  onCancel: () => void;
}

/**
 * A quarter's rates as the Ministry of Finance notified them (docs/product.md#scheme-rates): every
 * instrument's rate and KVP's months, each checked by the contract as the server checks it.
 */
export function SchemeRatesForm({
  quarterStart,
  initial,
  onDone,
  onCancel,
}: SchemeRatesFormProps) {
  const t = useMessages(adminMessages);
  const save = useSaveSchemeRates();
  const labels: Record<keyof SchemeRatesFormValues, string> = {
    ...(Object.fromEntries(
      SCHEME_RATE_KEYS.map((key) => [key, t(`rates.name.${key}`)]),
    ) as Record<SchemeRateKey, string>),
    kvpMonths: t("rates.kvpMonths"),
  };
  const form = useContractForm({
    initial: () => schemeRatesFormValues(initial),
    schema: schemeRatesForm,
    labels,
    onEdit: () => save.reset(),
  });

  const submit = form.submit((body) =>
    save.mutate({ quarterStart, body }, { onSuccess: onDone }),
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <p className="text-sm text-slate-600">{t("rates.formIntro")}</p>
      <FormAlert message={save.error?.message ?? form.problem ?? undefined} />
      <div className="grid gap-x-4 gap-y-3 sm:grid-cols-2">
        {([...SCHEME_RATE_KEYS, "kvpMonths"] as const).map((field) => (
          <FormField
            key={field}
            label={labels[field]}
            error={form.errors[field]}
          >
            {(control) => (
              <input
                {...control}
                {...form.text(field)}
                required
                inputMode={field === "kvpMonths" ? "numeric" : "decimal"}
                className={inputClass}
              />
            )}
          </FormField>
        ))}
      </div>
      <FormButtons
        submitLabel={t("rates.submit")}
        pendingLabel={t("form.saving")}
        pending={save.isPending}
        onCancel={onCancel}
      />
    </form>
  );
}
