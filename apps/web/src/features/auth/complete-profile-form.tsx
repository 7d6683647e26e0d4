import { useState, type FormEvent } from "react";
import { completeProfileRequest } from "@kosh/core/contracts/auth";
import { todayIso } from "@kosh/core/format/date";
import { useAuth, type ProfileData } from "../../lib/auth.tsx";
import { fieldErrors } from "./field-errors.ts";
import { FormError } from "./form-error.tsx";
import { FormField } from "./form-field.tsx";
import { SubmitButton } from "./submit-button.tsx";

type Field = keyof ProfileData;

/**
 * Full Name, Date of Birth and Location, checked by the same contract the server uses
 * (docs/product.md#complete-profile).
 */
export function CompleteProfileForm() {
  const auth = useAuth();
  const { user, loading, error } = auth;
  const [values, setValues] = useState<ProfileData>({
    name: user?.name ?? "",
    date_of_birth: user?.date_of_birth ?? "",
    location: user?.location ?? "",
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const today = todayIso();

  const edit = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    if (error) auth.clearError();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    const parsed = completeProfileRequest(today).safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors<Field>(parsed.error));
    const { name, date_of_birth, location } = parsed.data;
    // Success marks the profile completed; the screen then moves on by itself.
    await auth.completeProfile({ name, date_of_birth, location });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <FormField
        id="profile-name"
        label="Full Name"
        autoComplete="name"
        value={values.name}
        onChange={(event) => edit("name", event.target.value)}
        error={errors.name}
      />
      <FormField
        id="profile-date-of-birth"
        label="Date of Birth"
        type="date"
        autoComplete="bday"
        max={today}
        value={values.date_of_birth}
        onChange={(event) => edit("date_of_birth", event.target.value)}
        error={errors.date_of_birth}
      />
      <FormField
        id="profile-location"
        label="Location"
        autoComplete="address-level2"
        placeholder="City, State"
        value={values.location}
        onChange={(event) => edit("location", event.target.value)}
        error={errors.location}
      />
      <FormError message={error} />
      <SubmitButton busy={loading}>Save and Continue</SubmitButton>
    </form>
  );
}
