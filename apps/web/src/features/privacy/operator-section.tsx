import type { Operator } from "@kosh/core/contracts/operator";
import { Button } from "../../components/ui/button.tsx";
import { useMessages } from "../../lib/i18n/messages.ts";
import { useOperator } from "./api/get-operator.ts";
import { privacyMessages } from "./messages/index.ts";
import { PrivacySection } from "./privacy-section.tsx";

/** Stands in for the address while a sentence is put in words, then is replaced by the link. */
const EMAIL_MARK = "\u{E000}";

/**
 * Who holds the data: the operator's name and contact address from the server's configuration
 * (GET /api/operator, decision 0054), or plainly that they are not set.
 */
export function OperatorSection() {
  const t = useMessages(privacyMessages);
  const { state, retry } = useOperator(t("operator.unreachable"));
  return (
    <PrivacySection id="privacy-operator" heading={t("operator.heading")}>
      <div aria-live="polite" className="mt-3 space-y-2 text-slate-700">
        {state.status === "loading" && <p>{t("operator.loading")}</p>}
        {state.status === "failed" && (
          <div role="alert" className="space-y-2">
            <p>{t("operator.failed", { reason: state.message })}</p>
            <Button variant="secondary" size="sm" onClick={retry}>
              {t("operator.retry")}
            </Button>
          </div>
        )}
        {state.status === "loaded" && <OperatorWords {...state.operator} />}
      </div>
    </PrivacySection>
  );
}

function OperatorWords({ name, email }: Operator) {
  const t = useMessages(privacyMessages);
  const [before, after] = t("operator.writeTo", { email: EMAIL_MARK }).split(
    EMAIL_MARK,
  );
  return (
    <>
      <p>
        {name === null
          ? t("operator.nameNotSet")
          : t("operator.runBy", { name })}
      </p>
      <p>
        {email === null ? (
          t("operator.emailNotSet")
        ) : (
          <>
            {before}
            <a
              href={`mailto:${email}`}
              className="font-medium text-brand-700 underline underline-offset-2"
            >
              {email}
            </a>
            {after}
          </>
        )}
      </p>
    </>
  );
}
