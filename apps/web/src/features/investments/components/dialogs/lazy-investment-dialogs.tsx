import { localeOfPath } from "@kosh/core/i18n/locale";
import { lazy, Suspense, useState } from "react";
import { componentMessages } from "../../../../components/messages/index.ts";
import { ModalLoading } from "../../../../components/modal-loading.tsx";
import { errorMessages } from "../../../../lib/i18n/error-messages.ts";
import { schemeNameMessages } from "../../../../lib/i18n/scheme-name-messages.ts";
import {
  depositMessages,
  investmentStatusMessages,
} from "../../messages/index.ts";
import {
  investmentFormMessages,
  investmentFormWords,
} from "../../messages/forms/index.ts";
import type { InvestmentDialogsProps } from "./investment-dialogs.tsx";

/** The words the modals show, loaded in the page's language beside their chunk. */
const DIALOG_MESSAGES = [
  investmentFormMessages,
  investmentFormWords,
  depositMessages,
  investmentStatusMessages,
  componentMessages,
  errorMessages,
  schemeNameMessages,
] as const;

const load = () => {
  const locale = localeOfPath(window.location.pathname);
  return Promise.all([
    import("./investment-dialogs.tsx"),
    ...DIALOG_MESSAGES.map((messages) => messages.load(locale)),
  ]).then(([module]) => module);
};
const InvestmentDialogs = lazy(() =>
  load().then((module) => ({ default: module.InvestmentDialogs })),
);

/**
 * Fetches the modals' chunk ahead of a click. The dashboard calls it when the person first reaches
 * for the page (a pointer over it, a focus in it), as the History button does for its modal; a
 * failed load is tried again when a modal opens, by lazy() itself.
 */
export function preloadInvestmentDialogs(): void {
  load().catch(() => undefined);
}

/**
 * The four modals, in a chunk of their own: their forms bring zod and Radix's dialog, about half
 * the dashboard's script, which the first screen never shows, and which would otherwise be
 * evaluated while the page loads. Mounted from the first opening on, so a closing modal can hand
 * focus back.
 */
export function LazyInvestmentDialogs(props: InvestmentDialogsProps) {
  const [opened, setOpened] = useState(false);
  if (props.dialog !== null && !opened) setOpened(true);
  if (!opened && props.dialog === null) return null;
  return (
    <Suspense fallback={props.dialog === null ? null : <ModalLoading />}>
      <InvestmentDialogs {...props} />
    </Suspense>
  );
}
