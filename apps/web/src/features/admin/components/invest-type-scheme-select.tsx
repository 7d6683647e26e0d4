import type { InvestType } from "@kosh/core/contracts/reference-lists";
import {
  INVESTMENT_SCHEMES,
  type InvestmentScheme,
} from "@kosh/core/deposits/investment-scheme";
import { FormAlert } from "../../../components/form/form-alert.tsx";
import { inputClass } from "../../../components/form/form-field.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { toast } from "../../../components/toaster.tsx";
import { useMessages } from "../../../lib/i18n/messages.ts";
import { schemeNameMessages } from "../../../lib/i18n/scheme-name-messages.ts";
import { useSetInvestTypeScheme } from "../api/set-invest-type-scheme.ts";
import { adminMessages } from "../messages/index.ts";

/**
 * How investments of one type earn (docs/product.md#schemes-in-my-investments): the nine schemes
 * by name, busy while the change is saved, the server's refusal (409 once investments of the type
 * exist) beside it in words.
 */
export function InvestTypeSchemeSelect({ type }: { type: InvestType }) {
  const t = useMessages(adminMessages);
  const names = useMessages(schemeNameMessages);
  const save = useSetInvestTypeScheme();
  const value = save.isPending ? save.variables.scheme : type.scheme;

  return (
    <div className="space-y-1.5">
      <div className="flex items-center gap-2">
        <select
          value={value}
          disabled={save.isPending}
          aria-busy={save.isPending}
          aria-invalid={save.isError}
          // The column's heading shows "Scheme"; the name adds the type.
          aria-label={t("scheme.named", { type: type.type_name })}
          onChange={(event) =>
            save.mutate(
              {
                id: type.id,
                scheme: event.target.value as InvestmentScheme,
              },
              {
                onSuccess: ({ scheme }) =>
                  toast({
                    title: t("scheme.saved"),
                    message: t("scheme.savedBody", {
                      type: type.type_name,
                      scheme: names(`scheme.${scheme}`),
                    }),
                  }),
              },
            )
          }
          className={`${inputClass} min-w-0 sm:max-w-72`}
        >
          {INVESTMENT_SCHEMES.map((scheme) => (
            <option key={scheme} value={scheme}>
              {names(`scheme.${scheme}`)}
            </option>
          ))}
        </select>
        {save.isPending && <Spinner />}
      </div>
      <FormAlert message={save.error?.message} />
    </div>
  );
}
