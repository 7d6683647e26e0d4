import {
  ACCESS_ROLES,
  type AccessRole,
  grantAccessRequest,
  type HouseholdAccess,
} from "@kosh/core/contracts/household";
import { ConfirmButton } from "../../../components/confirm-dialog.tsx";
import { EmailAndRoleForm } from "../../../components/form/email-and-role-form.tsx";
import { FormAlert } from "../../../components/form/form-alert.tsx";
import { inputClass } from "../../../components/form/form-field.tsx";
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
  const grant = useGrantAccess();
  return (
    <EmailAndRoleForm
      roles={ACCESS_ROLES.map((role) => ({
        value: role,
        label: t(`role.${role}`),
      }))}
      initialRole="view"
      schema={grantAccessRequest}
      words={{
        email: t("sharing.email"),
        emailExample: t("sharing.emailExample"),
        role: t("sharing.role"),
        submit: t("sharing.give"),
        pending: t("sharing.giving"),
      }}
      send={(body, clearEmail) =>
        grant.mutate(body, {
          onSuccess: () => {
            toast({
              title: t("sharing.givenTitle"),
              message: t("sharing.given", {
                email: body.email,
                role: t(`roleDoes.${body.role}`),
              }),
            });
            clearEmail();
          },
        })
      }
      pending={grant.isPending}
      refusal={grant.error?.message}
      onEdit={() => grant.reset()}
      name={t("sharing.give")}
    />
  );
}
