import { Dialog } from "radix-ui";
import { Suspense, useRef, type ReactNode } from "react";
import { useMessages } from "../lib/i18n/messages.ts";
import { componentMessages } from "./messages/index.ts";
import { Spinner } from "./spinner.tsx";
import { IconButton } from "./ui/icon-button.tsx";

interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Buttons shown in the header beside the close button. */
  actions?: ReactNode;
  children: ReactNode;
  /** Wider panels for lists and tables. */
  size?: "md" | "lg";
}

/**
 * Where focus goes when a modal closes: back to what opened it or, when that is gone (the Renew
 * button of an investment just renewed), to the page's main content (docs/architecture.md#accessibility).
 */
function returnFocus(opener: HTMLElement | null) {
  const target =
    opener &&
    opener !== document.body &&
    opener.isConnected &&
    !opener.closest("[hidden], [inert]") &&
    !opener.matches(":disabled")
      ? opener
      : document.getElementById("main");
  target?.focus();
}

/**
 * An accessible modal (Radix Dialog: focus trapped, Escape closes). Radix returns focus only to
 * its own trigger; these modals open from state, so the modal remembers what had focus.
 * Import it only from lazily loaded code: it is not free.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  actions,
  children,
  size = "md",
}: ModalProps) {
  const opener = useRef<HTMLElement | null>(null);
  const t = useMessages(componentMessages);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        {/* On the same layer as the panels: a dialog opened over another dims it, as it dims the page. */}
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          aria-describedby={undefined}
          // Runs before focus moves in: the element focused now opened the modal.
          onOpenAutoFocus={() => {
            opener.current =
              document.activeElement instanceof HTMLElement
                ? document.activeElement
                : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus(opener.current);
          }}
          className={`fixed inset-x-0 bottom-0 z-50 flex max-h-[90dvh] flex-col rounded-t-2xl bg-white shadow-xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-[calc(100%-2rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl ${
            size === "lg" ? "sm:max-w-2xl" : "sm:max-w-md"
          }`}
        >
          <div className="flex items-center gap-1 border-b border-slate-200 py-3 pr-2 pl-4 sm:gap-2 sm:px-5">
            <Dialog.Title className="mr-auto min-w-0 text-base font-semibold sm:text-lg">
              {title}
            </Dialog.Title>
            {actions}
            <Dialog.Close asChild>
              <IconButton icon="close" label={t("modal.close")} />
            </Dialog.Close>
          </div>
          <div className="overflow-y-auto px-4 py-4 sm:px-5">
            {/* What the content still waits for (its words in the page's language) is waited for
                inside the open modal, so the dialog itself stays mounted in the page. */}
            <Suspense
              fallback={
                <p
                  role="status"
                  className="flex items-center gap-2 text-slate-700"
                >
                  <Spinner className="size-5 text-brand-700" />
                  {t("modal.opening")}
                </p>
              }
            >
              {children}
            </Suspense>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
