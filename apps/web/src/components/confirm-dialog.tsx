import { useState, type FormEvent } from "react";
import { FormButtons } from "./form/form-buttons.tsx";
import { Modal } from "./modal.tsx";
import { Button } from "./ui/button.tsx";

interface ConfirmButtonProps {
  /** The button's label, and the dialog's danger button's: the action's own name ("Clear all"). */
  label: string;
  /** The button's name for a screen reader where the label alone is one of many ("Delete" a row). */
  name?: string;
  /** The dialog's title. */
  title: string;
  /** What the action does, as a question or a warning. */
  message: string;
  /** Runs once the person confirms; Cancel, Escape or the close button do nothing. */
  onConfirm: () => void;
}

/**
 * A small red button whose action, one that cannot be undone (Clear all of history and of
 * notifications, docs/product.md#history; deleting an account's deposit,
 * docs/product.md#schemes-in-my-investments), is asked about first in the app's own
 * dialog: the action in red beside Cancel, as closing an investment or disabling a user asks,
 * never the browser's `confirm`. Import it only from lazily loaded code, as the modal.
 */
export function ConfirmButton({
  label,
  name,
  title,
  message,
  onConfirm,
}: ConfirmButtonProps) {
  const [asking, setAsking] = useState(false);
  const cancel = () => setAsking(false);
  function submit(event: FormEvent) {
    event.preventDefault();
    setAsking(false);
    onConfirm();
  }
  return (
    <>
      <Button
        variant="ghostDanger"
        size="sm"
        className="whitespace-nowrap"
        aria-label={name}
        onClick={() => setAsking(true)}
      >
        {label}
      </Button>
      {asking && (
        <Modal open onOpenChange={(open) => !open && cancel()} title={title}>
          <form onSubmit={submit} className="space-y-4">
            <p className="text-sm text-slate-700">{message}</p>
            <FormButtons
              submitLabel={label}
              pendingLabel={label}
              pending={false}
              onCancel={cancel}
              danger
            />
          </form>
        </Modal>
      )}
    </>
  );
}
