import {
  addDepositRequest,
  type Investment,
} from "@kosh/core/contracts/investments";
import { formatLongDate, todayIso } from "@kosh/core/format/date";
import { formatInr } from "@kosh/core/format/money";
import { useState } from "react";
import { z } from "zod";
import { ConfirmButton } from "../../../../components/confirm-dialog.tsx";
import { DateField } from "../../../../components/form/date-field.tsx";
import { FormAlert } from "../../../../components/form/form-alert.tsx";
import { FormButtons } from "../../../../components/form/form-buttons.tsx";
import { RupeeInput } from "../../../../components/form/rupee-input.tsx";
import { FormField } from "../../../../components/form/form-field.tsx";
import { useContractForm } from "../../../../components/form/use-contract-form.ts";
import { Spinner } from "../../../../components/spinner.tsx";
import { Button } from "../../../../components/ui/button.tsx";
import { ApiError } from "../../../../lib/api-client.ts";
import { useLocale } from "../../../../lib/i18n/locale.tsx";
import { useMessages } from "../../../../lib/i18n/messages.ts";
import {
  useAddAccountDeposit,
  useRemoveAccountDeposit,
} from "../../api/account-deposits.ts";
import { investmentFormMessages } from "../../messages/forms/index.ts";

interface AccountDepositsProps {
  investment: Investment;
  /** Whether deposits may still be added or removed (an active account). */
  changeable: boolean;
}

/**
 * A PPF or Sukanya Samriddhi account's deposits (docs/product.md#schemes-in-my-investments): each
 * with its date and amount, the first (which opened the account) kept, the others removable after
 * the app's own confirmation; a deposit is added by date and amount, the server's refusal (over
 * the financial year's limit, before opening, after maturity) shown by the field it names.
 */
export function AccountDeposits({
  investment,
  changeable,
}: AccountDepositsProps) {
  const t = useMessages(investmentFormMessages);
  const locale = useLocale();
  const remove = useRemoveAccountDeposit();
  const [adding, setAdding] = useState(false);
  return (
    <section aria-labelledby="account-deposits" className="space-y-2 text-sm">
      <h3 id="account-deposits" className="font-semibold text-slate-900">
        {t("deposits.heading")}
      </h3>
      <ul
        aria-labelledby="account-deposits"
        className="divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200"
      >
        {investment.deposits.map((deposit, index) => {
          const date = formatLongDate(deposit.date, locale);
          const amount = formatInr(deposit.amount);
          const removing =
            remove.isPending && remove.variables.depositId === deposit.id;
          return (
            <li
              key={deposit.id}
              className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 px-3 py-2"
            >
              <span className="text-slate-700">{date}</span>
              <span className="ml-auto font-medium text-slate-900 tabular-nums">
                {amount}
              </span>
              {changeable && index > 0 && (
                <span className="min-w-16 text-right">
                  {removing ? (
                    <span
                      role="status"
                      className="inline-flex items-center gap-1 text-slate-600"
                    >
                      <Spinner /> {t("deposits.removing")}
                    </span>
                  ) : (
                    <ConfirmButton
                      label={t("deposits.remove")}
                      name={t("deposits.removeNamed", { amount, date })}
                      title={t("deposits.removeTitle")}
                      message={t("deposits.removeAsk", { amount, date })}
                      onConfirm={() =>
                        remove.mutate({
                          id: investment.id,
                          depositId: deposit.id,
                        })
                      }
                    />
                  )}
                </span>
              )}
              {changeable && index === 0 && (
                <span className="min-w-16 text-right text-xs text-slate-500">
                  {t("deposits.opening")}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      <FormAlert message={remove.error?.message} />
      {changeable &&
        (adding ? (
          <AddDepositForm
            investment={investment}
            onDone={() => setAdding(false)}
          />
        ) : (
          <Button variant="secondary" onClick={() => setAdding(true)}>
            {t("deposits.add")}
          </Button>
        ))}
    </section>
  );
}

/** What the deposit form holds as typed: a date and an amount in rupees. */
interface DepositFormValues {
  date: string;
  amount: string;
}

function AddDepositForm({
  investment,
  onDone,
}: {
  investment: Investment;
  onDone: () => void;
}) {
  const t = useMessages(investmentFormMessages);
  const add = useAddAccountDeposit();
  const form = useContractForm<
    DepositFormValues,
    z.output<typeof addDepositRequest>
  >({
    initial: { date: todayIso(), amount: "" },
    // The amount as typed (₹ and commas allowed) becomes the contract's number; left empty, the
    // contract says it is required.
    schema: z
      .object({ date: z.string(), amount: z.string() })
      .transform(({ date, amount }) => {
        const typed = amount.replace(/[₹,\s]/g, "");
        return { date, amount: typed === "" ? undefined : Number(typed) };
      })
      .pipe(addDepositRequest),
    labels: { date: t("deposits.date"), amount: t("deposits.amount") },
    onEdit: () => add.reset(),
  });
  const submit = form.submit((deposit) =>
    add.mutate(
      { id: investment.id, deposit },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (error instanceof ApiError && error.status === 400)
            form.refuse(error.message);
        },
      },
    ),
  );
  const refused =
    add.error instanceof ApiError && add.error.status === 400
      ? null
      : add.error?.message;
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t("deposits.add")}
      className="space-y-3 rounded-lg bg-slate-50 p-3"
    >
      <FormAlert message={form.problem ?? refused} />
      <div className="grid gap-3 sm:grid-cols-2">
        <DateField
          label={t("deposits.date")}
          error={form.errors.date}
          value={form.values.date}
          onChange={(date) => form.set("date", date)}
          required
          min={investment.start_date}
          max={investment.end_date}
        />
        <FormField label={t("deposits.amount")} error={form.errors.amount}>
          {(control) => (
            <RupeeInput {...control} {...form.text("amount")} required />
          )}
        </FormField>
      </div>
      <FormButtons
        submitLabel={t("deposits.submit")}
        pendingLabel={t("deposits.pending")}
        pending={add.isPending}
        onCancel={onDone}
      />
    </form>
  );
}
