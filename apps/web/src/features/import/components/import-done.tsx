import type { ImportInvestmentsAnswer } from "@kosh/core/contracts/investment-import";
import { formatIndianNumber } from "@kosh/core/format/money";
import { useEffect, useRef } from "react";
import { Link } from "wouter";
import { Button, buttonClass } from "../../../components/ui/button.tsx";
import { useMessages } from "../../../lib/i18n/messages.ts";
import { importMessages } from "../messages/index.ts";

/** What the import wrote, and the way back to My Investments. */
export function ImportDone({
  answer,
  onAgain,
}: {
  answer: ImportInvestmentsAnswer;
  onAgain: () => void;
}) {
  const t = useMessages(importMessages);
  const heading = useRef<HTMLHeadingElement>(null);
  // The screen changed under the person's Import: take them, and a screen reader, to the outcome.
  useEffect(() => heading.current?.focus(), []);
  const count = (value: number) => formatIndianNumber(value);
  return (
    <section
      aria-labelledby="import-done"
      className="space-y-4 rounded-2xl bg-green-50 p-6 ring-1 ring-green-200"
    >
      <h2
        id="import-done"
        ref={heading}
        tabIndex={-1}
        className="text-lg font-semibold text-green-900"
      >
        {t("done.heading")}
      </h2>
      <p className="text-sm text-green-900">
        {t("done.summary", {
          import: count(answer.summary.import),
          update: count(answer.summary.update),
          skip: count(answer.summary.skip),
          refused: count(answer.summary.refused),
        })}
      </p>
      <div className="flex flex-wrap gap-3">
        <Link href="/dashboard" className={buttonClass("primary", "md")}>
          {t("done.dashboard")}
        </Link>
        <Button variant="secondary" size="md" onClick={onAgain}>
          {t("done.again")}
        </Button>
      </div>
    </section>
  );
}
