import type { ReactNode } from "react";
import { useMessages } from "../../lib/i18n/messages.ts";
import { componentMessages } from "../messages/index.ts";
import { Spinner } from "../spinner.tsx";
import { Button } from "../ui/button.tsx";

interface SubmitButtonProps {
  /** True while the server has the form: the button is disabled and shows a spinner. */
  pending: boolean;
  children: ReactNode;
  /** The label while pending, e.g. "Adding…"; without one the label stays. */
  pendingLabel?: string;
  danger?: boolean;
  /** Across the whole width, for a page's one main action. */
  wide?: boolean;
}

/** The one submit button of every form; a second press while pending does nothing. */
export function SubmitButton({
  pending,
  children,
  pendingLabel,
  danger = false,
  wide = false,
}: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      variant={danger ? "danger" : "primary"}
      size={wide ? "wide" : "md"}
      disabled={pending}
      aria-busy={pending || undefined}
    >
      {pending && <Spinner />}
      {pending && pendingLabel ? pendingLabel : children}
    </Button>
  );
}

interface FormButtonsProps {
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  onCancel: () => void;
  danger?: boolean;
}

/** Cancel and the form's action, stacked on a phone with the action on top. */
export function FormButtons({
  submitLabel,
  pendingLabel,
  pending,
  onCancel,
  danger = false,
}: FormButtonsProps) {
  const t = useMessages(componentMessages);
  return (
    <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
      <Button onClick={onCancel}>{t("form.cancel")}</Button>
      <SubmitButton
        pending={pending}
        pendingLabel={pendingLabel}
        danger={danger}
      >
        {submitLabel}
      </SubmitButton>
    </div>
  );
}
