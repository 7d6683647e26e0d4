import type { Investment } from "@kosh/core/contracts/investments";
import { accountYearlyLimits } from "@kosh/core/deposits/account-deposits";
import {
  extendableAccountOf,
  extendedAccount,
  extensionProblem,
} from "@kosh/core/deposits/account-extension";
import { formatLongDate } from "@kosh/core/format/date";
import { formatInr } from "@kosh/core/format/money";
import { type FormEvent, useId, useState } from "react";
import { FormAlert } from "../../../../components/form/form-alert.tsx";
import { FormButtons } from "../../../../components/form/form-buttons.tsx";
import { useErrorText } from "../../../../lib/i18n/error-messages.ts";
import { useLocale } from "../../../../lib/i18n/locale.tsx";
import { useMessages } from "../../../../lib/i18n/messages.ts";
import { useExtendAccount } from "../../api/extend-account.ts";
import { investmentFormMessages } from "../../messages/forms/index.ts";

interface ExtendAccountFormProps {
  investment: Investment;
  today: string;
  onExtended: (extended: Investment) => void;
  onCancel: () => void;
}

/**
 * Extending a matured PPF account by 5 years (docs/product.md#ppf-extension): with deposits or
 * without, the first offered only while the rules allow it (within a year of maturity, never after
 * an extension without deposits), saying why not when they do not.
 */
export function ExtendAccountForm({
  investment,
  today,
  onExtended,
  onCancel,
}: ExtendAccountFormProps) {
  const t = useMessages(investmentFormMessages);
  const say = useErrorText();
  const locale = useLocale();
  const name = useId();
  const extend = useExtendAccount();
  const account = extendableAccountOf(investment);
  const withDepositsRefused = extensionProblem(account, true, today);
  const [withDeposits, setWithDeposits] = useState(
    withDepositsRefused === null,
  );
  const date = (iso: string) => formatLongDate(iso, locale);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    extend.mutate(
      { id: investment.id, body: { with_deposits: withDeposits } },
      { onSuccess: onExtended },
    );
  };

  const option = (
    value: boolean,
    label: string,
    hint: string,
    refused: string | null = null,
  ) => {
    const id = `${name}-${String(value)}`;
    return (
      <label
        className={`flex gap-3 rounded-lg p-3 ring-1 ring-slate-200 has-checked:ring-2 has-checked:ring-brand-600 ${refused ? "opacity-70" : "cursor-pointer"}`}
      >
        <input
          type="radio"
          name={name}
          checked={withDeposits === value}
          disabled={refused !== null}
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-hint`}
          onChange={() => {
            setWithDeposits(value);
            extend.reset();
          }}
          className="mt-1"
        />
        <span>
          <span id={`${id}-label`} className="block font-medium text-slate-900">
            {label}
          </span>
          <span id={`${id}-hint`} className="block text-slate-600">
            {refused ? say(refused) : hint}
          </span>
        </span>
      </label>
    );
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4 text-sm">
      <p className="text-slate-700">
        {t("extend.intro", {
          type: investment.invest_types.type_name,
          company: investment.investment_companies.name,
          date: date(investment.end_date),
          end: date(extendedAccount(account, withDeposits).endDate),
        })}
      </p>
      <FormAlert message={extend.error?.message} />
      <fieldset className="space-y-2">
        <legend className="mb-1 font-medium text-slate-800">
          {t("extend.choice")}
        </legend>
        {option(
          true,
          t("extend.withDeposits"),
          t("extend.withDepositsHint", {
            limit: formatInr(accountYearlyLimits("ppf").max),
          }),
          withDepositsRefused,
        )}
        {option(
          false,
          t("extend.withoutDeposits"),
          t("extend.withoutDepositsHint"),
        )}
      </fieldset>
      <FormButtons
        submitLabel={t("extend.submit")}
        pendingLabel={t("extend.pending")}
        pending={extend.isPending}
        onCancel={onCancel}
      />
    </form>
  );
}
