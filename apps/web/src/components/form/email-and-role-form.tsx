import type { ReactNode } from "react";
import type { z } from "zod";
import { useErrorText } from "../../lib/i18n/error-messages.ts";
import { FormAlert } from "./form-alert.tsx";
import { FormButtons, SubmitButton } from "./form-buttons.tsx";
import { FormField, inputClass } from "./form-field.tsx";
import { useContractForm } from "./use-contract-form.ts";

/** What a person is asked: an address and one of a few roles. */
export interface EmailAndRole<Role extends string> {
  email: string;
  role: Role;
}

/** The form's words, each in the page's language: the caller's dictionary has them. */
export interface EmailAndRoleWords {
  email: string;
  emailExample: string;
  role: string;
  submit: string;
  /** The button's label while the server has the form, e.g. "Inviting…". */
  pending: string;
}

interface EmailAndRoleFormProps<Role extends string> {
  /** The roles to choose from, in the order shown, each with its label. */
  roles: readonly { value: Role; label: string }[];
  /** The role chosen when the form opens. */
  initialRole: Role;
  /** The request's contract from `@kosh/core`, which checks the address and the role. */
  schema: z.ZodType<EmailAndRole<Role>>;
  words: EmailAndRoleWords;
  /** Sends the checked request; `clearEmail` empties the address for the next one. */
  send: (request: EmailAndRole<Role>, clearEmail: () => void) => void;
  pending: boolean;
  /** The server's refusal (its message), said in the page's language above the fields. */
  refusal: string | undefined;
  /** Runs on every edit, e.g. to drop a refusal that no longer applies. */
  onEdit: () => void;
  /**
   * In a dialog: Cancel beside the action and the fields stacked. Without it the form is a
   * section's own, the fields and the action on one row from a tablet's width up.
   */
  onCancel?: () => void;
  /** Above the refusal and the fields, e.g. what happens once the form is sent. */
  lead?: ReactNode;
  /** The form's accessible name, for a form that is no dialog's only one. */
  name?: string;
}

/**
 * An e-mail address and a role, checked by the request's contract: the admin's invitation and
 * the household's sharing (docs/product.md#household). Each caller keeps its roles, its words and
 * what it sends; this keeps the fields, their messages, the refusal and the button.
 */
export function EmailAndRoleForm<Role extends string>({
  roles,
  initialRole,
  schema,
  words,
  send,
  pending,
  refusal,
  onEdit,
  onCancel,
  lead,
  name,
}: EmailAndRoleFormProps<Role>) {
  const say = useErrorText();
  const form = useContractForm({
    initial: { email: "", role: initialRole } as EmailAndRole<Role>,
    schema,
    labels: { email: words.email, role: words.role },
    onEdit,
  });
  const submit = form.submit((request) =>
    send(request, () => form.set("email", "")),
  );
  const fields = (
    <>
      <FormField label={words.email} error={form.errors.email}>
        {(control) => (
          <input
            {...control}
            {...form.text("email")}
            type="email"
            required
            autoComplete="off"
            placeholder={words.emailExample}
            className={inputClass}
          />
        )}
      </FormField>
      <FormField label={words.role} error={form.errors.role}>
        {(control) => (
          <select {...control} {...form.text("role")} className={inputClass}>
            {roles.map((role) => (
              <option key={role.value} value={role.value}>
                {role.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </>
  );
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={name}
      className={
        onCancel ? "space-y-4" : "space-y-3 rounded-lg bg-slate-50 p-3 sm:p-4"
      }
    >
      {lead}
      <FormAlert message={form.problem ?? (refusal && say(refusal))} />
      {onCancel ? (
        <>
          {fields}
          <FormButtons
            submitLabel={words.submit}
            pendingLabel={words.pending}
            pending={pending}
            onCancel={onCancel}
          />
        </>
      ) : (
        <div className="grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end">
          {fields}
          <SubmitButton pending={pending} pendingLabel={words.pending}>
            {words.submit}
          </SubmitButton>
        </div>
      )}
    </form>
  );
}
