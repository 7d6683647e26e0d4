import type { InvestType } from "@kosh/core/contracts/reference-lists";
import { INVESTMENT_SCHEMES } from "@kosh/core/deposits/investment-scheme";
import { toast } from "../../../components/toaster.tsx";
import { useMessages } from "../../../lib/i18n/messages.ts";
import { schemeNameMessages } from "../../../lib/i18n/scheme-name-messages.ts";
import { useSetInvestTypeScheme } from "../api/set-invest-type-scheme.ts";
import { adminMessages } from "../messages/index.ts";
import { ChoiceSelect } from "./choice-select.tsx";

/**
 * How investments of one type earn (docs/product.md#schemes-in-my-investments): the nine schemes
 * by name; the server refuses a change (409) once investments of the type exist.
 */
export function InvestTypeSchemeSelect({ type }: { type: InvestType }) {
  const t = useMessages(adminMessages);
  const names = useMessages(schemeNameMessages);
  const save = useSetInvestTypeScheme();
  return (
    <ChoiceSelect
      // The column's heading shows "Scheme"; the name adds the type.
      label={t("scheme.named", { type: type.type_name })}
      value={save.isPending ? save.variables.scheme : type.scheme}
      choices={INVESTMENT_SCHEMES}
      nameOf={(scheme) => names(`scheme.${scheme}`)}
      pending={save.isPending}
      problem={save.error?.message}
      onChoose={(scheme) =>
        save.mutate(
          { id: type.id, scheme },
          {
            onSuccess: (saved) =>
              toast({
                title: t("scheme.saved"),
                message: t("scheme.savedBody", {
                  type: type.type_name,
                  scheme: names(`scheme.${saved.scheme}`),
                }),
              }),
          },
        )
      }
    />
  );
}
