import { deleteAccountRequest } from "@kosh/core/contracts/account";
import { OTP_LENGTH } from "@kosh/core/contracts/auth";
import { useEffect, useRef } from "react";
import { useLocation } from "wouter";
import { FormAlert } from "../../../components/form/form-alert.tsx";
import { FormButtons } from "../../../components/form/form-buttons.tsx";
import { FormField, inputClass } from "../../../components/form/form-field.tsx";
import { useContractForm } from "../../../components/form/use-contract-form.ts";
import { Modal } from "../../../components/modal.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { useMessages } from "../../../lib/i18n/messages.ts";
import { useSession } from "../../../lib/session.tsx";
import { useDeleteAccount } from "../api/delete-account.ts";
import { useSendDeletionCode } from "../api/send-deletion-code.ts";
import { settingsMessages } from "../messages/index.ts";

/**
 * Deleting the account (docs/product.md#your-data): says what goes and that it cannot be undone,
 * mails a fresh sign-in code, takes it, then says it is done; closing that signs out.
 */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const t = useMessages(settingsMessages);
  const { user, signOut } = useSession();
  const [, navigate] = useLocation();
  const sendCode = useSendDeletionCode();
  const remove = useDeleteAccount();
  const form = useContractForm({
    initial: { otp: "" },
    schema: deleteAccountRequest,
    labels: { otp: t("delete.code") },
    onEdit: () => remove.reset(),
  });
  const done = remove.isSuccess;
  const doneHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (done) doneHeading.current?.focus();
  }, [done]);

  function close() {
    if (!done) return onClose();
    // The server has ended every session; this forgets the token here and leaves the signed-in pages.
    void signOut();
    navigate("/");
  }

  const email = user?.email ?? "";
  return (
    <Modal
      open
      onOpenChange={(open) => !open && close()}
      title={t("delete.title")}
    >
      {done ? (
        <div className="space-y-4">
          <h3
            ref={doneHeading}
            tabIndex={-1}
            className="text-base font-semibold text-slate-900"
          >
            {t("delete.done")}
          </h3>
          <p role="status" className="text-sm text-slate-700">
            {t("delete.doneDetail")}
          </p>
          <div className="flex justify-end">
            <Button variant="primary" onClick={close}>
              {t("delete.finish")}
            </Button>
          </div>
        </div>
      ) : (
        <div className="space-y-4">
          <p className="text-sm text-slate-700">{t("delete.removes")}</p>
          <ul className="list-disc space-y-1 ps-5 text-sm text-slate-700">
            <li>{t("delete.profile")}</li>
            <li>{t("delete.household")}</li>
            <li>{t("delete.access")}</li>
            <li>{t("delete.signIns")}</li>
          </ul>
          <p className="text-sm font-semibold text-red-800">
            {t("delete.cannotUndo")}
          </p>
          <FormAlert message={sendCode.error?.message} />
          {sendCode.isSuccess ? (
            <form
              noValidate
              onSubmit={form.submit((body) =>
                remove.mutate(body, {
                  onError: (error) => form.refuse(error.message),
                }),
              )}
              className="space-y-4"
            >
              <p role="status" className="text-sm text-slate-700">
                {t("delete.codeSent", { email })}
              </p>
              <FormAlert message={form.problem} />
              <FormField
                label={t("delete.code")}
                error={form.errors.otp}
                action={
                  <Button
                    variant="link"
                    size="inline"
                    disabled={sendCode.isPending}
                    onClick={() => {
                      form.clearErrors();
                      sendCode.mutate(email);
                    }}
                  >
                    {t("delete.sendAgain")}
                  </Button>
                }
              >
                {(control) => (
                  <input
                    {...control}
                    {...form.text("otp")}
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={OTP_LENGTH}
                    className={inputClass}
                  />
                )}
              </FormField>
              <FormButtons
                submitLabel={t("delete.confirm")}
                pendingLabel={t("delete.deleting")}
                pending={remove.isPending}
                onCancel={onClose}
                danger
              />
            </form>
          ) : (
            <form
              onSubmit={(event) => {
                event.preventDefault();
                sendCode.mutate(email);
              }}
            >
              <FormButtons
                submitLabel={t("delete.sendCode")}
                pendingLabel={t("delete.sending")}
                pending={sendCode.isPending}
                onCancel={onClose}
              />
            </form>
          )}
        </div>
      )}
    </Modal>
  );
}
