import {
  inviteUserRequest,
  type UserRole,
} from "@kosh/core/contracts/admin-users";
import { useState, type FormEvent } from "react";
import { useInviteUser } from "../api/users.ts";
import { fieldErrors } from "./field-errors.ts";
import {
  FormAlert,
  FormButtons,
  FormField,
  inputClass,
} from "./form-controls.tsx";

const LABELS = { email: "Email", role: "Role" };
type Field = keyof typeof LABELS;

interface InviteUserFormProps {
  onInvited: (email: string) => void;
  onCancel: () => void;
}

/** Invites an address with a role; the server mails them the link to sign in. */
export function InviteUserForm({ onInvited, onCancel }: InviteUserFormProps) {
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<UserRole>("user");
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const invite = useInviteUser();

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = fieldErrors(inviteUserRequest, { email, role }, LABELS);
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    invite.mutate(checked.data, {
      onSuccess: (user) => onInvited(user.email),
    });
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <p className="text-sm text-slate-600">
        Kosh e-mails them a link to the sign-in page. They sign in with this
        address and a one-time code; there is no password.
      </p>
      <FormAlert message={invite.error?.message} />
      <FormField label="Email" error={errors.email}>
        {(control) => (
          <input
            {...control}
            type="email"
            required
            autoComplete="off"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setErrors({});
              invite.reset();
            }}
            placeholder="name@example.com"
            className={inputClass}
          />
        )}
      </FormField>
      <FormField label="Role" error={errors.role}>
        {(control) => (
          <select
            {...control}
            value={role}
            onChange={(event) => setRole(event.target.value as UserRole)}
            className={inputClass}
          >
            <option value="user">User: tracks their own investments</option>
            <option value="admin">Admin: also manages lists and users</option>
          </select>
        )}
      </FormField>
      <FormButtons
        submitLabel="Send Invitation"
        busyLabel="Inviting…"
        busy={invite.isPending}
        onCancel={onCancel}
      />
    </form>
  );
}
