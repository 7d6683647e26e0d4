import { completeProfileRequest } from "@kosh/core/contracts/auth";
import { todayIso } from "@kosh/core/format/date";
import { DateField } from "../../components/form/date-field.tsx";
import { FormAlert } from "../../components/form/form-alert.tsx";
import { SubmitButton } from "../../components/form/form-buttons.tsx";
import { FormField, inputClass } from "../../components/form/form-field.tsx";
import { useContractForm } from "../../components/form/use-contract-form.ts";
import { useMessages } from "../../lib/i18n/messages.ts";
import { useCompleteProfileStep } from "./api/complete-profile.ts";
import { authMessages } from "./messages/index.ts";

/**
 * Full Name, Date of Birth and Location, checked by the same contract the server uses
 * (docs/product.md#complete-profile).
 */
export function CompleteProfileForm() {
  const auth = useCompleteProfileStep();
  const t = useMessages(authMessages);
  const { user, loading, error } = auth;
  const today = todayIso();
  const form = useContractForm({
    initial: {
      name: user?.name ?? "",
      date_of_birth: user?.date_of_birth ?? "",
      location: user?.location ?? "",
    },
    schema: completeProfileRequest(today),
    onEdit: () => {
      if (error) auth.clearError();
    },
  });

  const submit = form.submit(({ name, date_of_birth, location }) => {
    if (loading) return;
    // Success marks the profile completed; the screen then moves on by itself.
    void auth.completeProfile({ name, date_of_birth, location });
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <FormField label={t("profile.name")} error={form.errors.name}>
        {(control) => (
          <input
            {...control}
            {...form.text("name")}
            autoComplete="name"
            className={inputClass}
          />
        )}
      </FormField>
      <DateField
        label={t("profile.dateOfBirth")}
        error={form.errors.date_of_birth}
        value={form.values.date_of_birth}
        onChange={(date) => form.set("date_of_birth", date)}
        autoComplete="bday"
        max={today}
      />
      <FormField label={t("profile.location")} error={form.errors.location}>
        {(control) => (
          <input
            {...control}
            {...form.text("location")}
            autoComplete="address-level2"
            placeholder={t("profile.locationPlaceholder")}
            className={inputClass}
          />
        )}
      </FormField>
      <FormAlert message={error} />
      <SubmitButton pending={loading} wide>
        {t("profile.save")}
      </SubmitButton>
    </form>
  );
}
