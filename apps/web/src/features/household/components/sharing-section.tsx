import {
  ACCESS_ROLES,
  type AccessRole,
  grantAccessRequest,
  type HouseholdAccess,
} from "@kosh/core/contracts/household";
import { ConfirmButton } from "../../../components/confirm-dialog.tsx";
import { FormAlert } from "../../../components/form/form-alert.tsx";
import { SubmitButton } from "../../../components/form/form-buttons.tsx";
import { FormField, inputClass } from "../../../components/form/form-field.tsx";
import { useContractForm } from "../../../components/form/use-contract-form.ts";
import { toast } from "../../../components/toaster.tsx";
import { useErrorText } from "../../../lib/i18n/error-messages.ts";
import { useMessages } from "../../../lib/i18n/messages.ts";
import { useAccess } from "../api/get-access.ts";
import { useGrantAccess } from "../api/grant-access.ts";
import { useRevokeAccess } from "../api/revoke-access.ts";
import { householdMessages } from "../messages/index.ts";
import { SectionState } from "./section-state.tsx";

/**
 * Sharing the person's own household (docs/product.md#household): who else may view or change
 * it, each role changed in place (given again) or taken back after the app's own confirmation,
 * and access given by e-mail to a person an admin has invited; the server's 409 for anyone
 * else is shown above the form, in the page's language.
 */
export function SharingSection() {
  const t = useMessages(householdMessages);
  const say = useErrorText();
  const access = useAccess();
  const change = useGrantAccess();
  const revoke = useRevokeAccess();
  const problem = change.error ?? revoke.error;
  return (
    <section
      aria-labelledby="sharing-heading"
      className="space-y-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <header className="space-y-1">
        <h2
          id="sharing-heading"
          className="text-lg font-semibold text-slate-900"
        >
          {t("sharing.heading")}
        </h2>
        <p className="text-sm text-slate-600">{t("sharing.intro")}</p>
      </header>
      <SectionState
        query={access}
        loading={t("sharing.loading")}
        failed={t("sharing.loadFailed")}
      >
        {(list) =>
          list.length === 0 ? (
            <p className="text-sm text-slate-600">{t("sharing.none")}</p>
          ) : (
            <ul
              aria-label={t("sharing.list")}
              className="divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200"
            >
              {list.map((entry) => (
                <AccessRow
                  key={entry.id}
                  entry={entry}
                  onRole={(role) =>
                    change.mutate(
                      { email: entry.email, role },
                      {
                        onSuccess: () =>
                          toast({
                            title: t("sharing.changedTitle"),
                            message: t("sharing.changed", {
                              name: entry.name ?? entry.email,
                              role: t(`roleDoes.${role}`),
                            }),
                          }),
                      },
                    )
                  }
                  onTakeBack={() =>
                    revoke.mutate(entry, {
                      onSuccess: () =>
                        toast({
                          title: t("sharing.takenBackTitle"),
                          message: t("sharing.takenBack", {
                            name: entry.name ?? entry.email,
                          }),
                        }),
                    })
                  }
                />
              ))}
            </ul>
          )
        }
      </SectionState>
      <FormAlert message={problem && say(problem.message)} />
      <GrantAccessForm />
    </section>
  );
}

function AccessRow({
  entry,
  onRole,
  onTakeBack,
}: {
  entry: HouseholdAccess;
  onRole: (role: AccessRole) => void;
  onTakeBack: () => void;
}) {
  const t = useMessages(householdMessages);
  const name = entry.name ?? entry.email;
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-3">
      <div className="mr-auto min-w-0">
        <p className="font-medium break-words text-slate-900">{name}</p>
        {entry.name && (
          <p className="text-sm break-all text-slate-600">{entry.email}</p>
        )}
      </div>
      <div className="w-full sm:w-44">
        <select
          aria-label={t("sharing.roleOf", { name })}
          value={entry.role}
          onChange={(event) => onRole(event.target.value as AccessRole)}
          className={inputClass}
        >
          {ACCESS_ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`role.${role}`)}
            </option>
          ))}
        </select>
      </div>
      <ConfirmButton
        label={t("sharing.takeBack")}
        name={t("sharing.takeBackNamed", { name })}
        title={t("sharing.takeBackTitle", { name })}
        message={t("sharing.takeBackAsk", { name })}
        onConfirm={onTakeBack}
      />
    </li>
  );
}

/** An address and a role; the person must be one an admin has invited (409 otherwise). */
function GrantAccessForm() {
  const t = useMessages(householdMessages);
  const say = useErrorText();
  const grant = useGrantAccess();
  const form = useContractForm({
    initial: { email: "", role: "view" as AccessRole },
    schema: grantAccessRequest,
    labels: { email: t("sharing.email"), role: t("sharing.role") },
    onEdit: () => grant.reset(),
  });
  const submit = form.submit((body) =>
    grant.mutate(body, {
      onSuccess: () => {
        toast({
          title: t("sharing.givenTitle"),
          message: t("sharing.given", {
            email: body.email,
            role: t(`roleDoes.${body.role}`),
          }),
        });
        form.set("email", "");
      },
    }),
  );
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t("sharing.give")}
      className="space-y-3 rounded-lg bg-slate-50 p-3 sm:p-4"
    >
      <FormAlert
        message={form.problem ?? (grant.error && say(grant.error.message))}
      />
      <div className="grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end">
        <FormField label={t("sharing.email")} error={form.errors.email}>
          {(control) => (
            <input
              {...control}
              {...form.text("email")}
              type="email"
              required
              autoComplete="off"
              placeholder={t("sharing.emailExample")}
              className={inputClass}
            />
          )}
        </FormField>
        <FormField label={t("sharing.role")} error={form.errors.role}>
          {(control) => (
            <select {...control} {...form.text("role")} className={inputClass}>
              {ACCESS_ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(`role.${role}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <SubmitButton
          pending={grant.isPending}
          pendingLabel={t("sharing.giving")}
        >
          {t("sharing.give")}
        </SubmitButton>
      </div>
    </form>
  );
}
