import type { CompanyType } from "@kosh/core/contracts/reference-lists";
import { FormAlert } from "../../../components/form/form-alert.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { toast } from "../../../components/toaster.tsx";
import { useSetDepositInsurance } from "../api/set-deposit-insurance.ts";
import { useMessages } from "../../../lib/i18n/messages.ts";
import { adminMessages } from "../messages/index.ts";

/**
 * Whether deposits with one company type are insured (docs/product.md#deposit-insurance): a
 * switch named for the type, busy while the change is saved, the server's message if it fails.
 */
export function DepositInsuranceSwitch({ type }: { type: CompanyType }) {
  const t = useMessages(adminMessages);
  const save = useSetDepositInsurance();
  const checked = save.isPending
    ? save.variables.depositsInsured
    : type.deposits_insured;

  return (
    <div className="space-y-1.5">
      <label className="-m-2.5 inline-flex cursor-pointer items-center gap-2 p-2.5">
        <input
          type="checkbox"
          role="switch"
          checked={checked}
          disabled={save.isPending}
          aria-busy={save.isPending}
          onChange={(event) =>
            save.mutate(
              { id: type.id, depositsInsured: event.target.checked },
              {
                onSuccess: ({ deposits_insured }) =>
                  toast({
                    title: t("insurance.saved"),
                    message: t(
                      deposits_insured
                        ? "insurance.insured"
                        : "insurance.notInsured",
                      { type: type.type_name },
                    ),
                  }),
              },
            )
          }
          className="size-4 shrink-0 rounded border-slate-300 accent-brand-700"
        />
        {/* The column's heading shows "Deposits insured"; the name adds the type. */}
        <span className="sr-only">
          {t("insurance.named", { type: type.type_name })}
        </span>
        {save.isPending && <Spinner />}
      </label>
      <FormAlert message={save.error?.message} />
    </div>
  );
}
