import {
  formatQuarter,
  latestQuarterHasPassed,
  nextQuarter,
  SCHEME_RATE_KEYS,
} from "@kosh/core/schemes/scheme-rates";
import { todayIso } from "@kosh/core/format/date";
import { formatIndianDecimal } from "@kosh/core/format/money";
import { useState } from "react";
import { Modal } from "../../../components/modal.tsx";
import { toast } from "../../../components/toaster.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { ListTable } from "../../../components/ui/table.tsx";
import { useLocale } from "../../../lib/i18n/locale.tsx";
import { useMessages } from "../../../lib/i18n/messages.ts";
import { useSchemeRateHistory } from "../api/scheme-rates.ts";
import { adminMessages } from "../messages/index.ts";
import { ListFrame } from "./list-frame.tsx";
import { SchemeRatesForm } from "./scheme-rates-form.tsx";

/** The quarter being entered: the next one after the latest, or one on record being corrected. */
type Dialog = { action: "add" | "edit"; quarterStart: string } | null;

/**
 * The Scheme rates tab (docs/product.md#scheme-rates): a row per quarter, the latest first, a
 * column per scheme; an admin adds the quarter after the latest, filled in with its rates, or
 * corrects any quarter.
 */
export function SchemeRatesPanel() {
  const t = useMessages(adminMessages);
  const locale = useLocale();
  const history = useSchemeRateHistory();
  const [dialog, setDialog] = useState<Dialog>(null);
  const quarters = history.data ?? [];
  const latest = quarters[0];
  const close = () => setDialog(null);
  const editing = dialog
    ? (quarters.find((entry) => entry.quarterStart === dialog.quarterStart) ??
      latest)
    : undefined;
  const name = (quarterStart: string) => formatQuarter(quarterStart, locale);

  return (
    <>
      <ListFrame
        title={t("tabs.schemeRates")}
        description={t("rates.description")}
        addLabel={latest ? t("rates.addNext") : undefined}
        onAdd={() =>
          latest &&
          setDialog({
            action: "add",
            quarterStart: nextQuarter(latest.quarterStart),
          })
        }
        state={history}
        count={history.data?.length}
        empty={t("rates.empty")}
      >
        {latest && latestQuarterHasPassed(quarters, todayIso()) && (
          <p
            role="note"
            className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200"
          >
            {t("rates.passed", { quarter: name(latest.quarterStart) })}
          </p>
        )}
        <ListTable
          caption={t("rates.caption")}
          className="tabular-nums"
          columns={[
            { label: t("rates.quarter") },
            ...SCHEME_RATE_KEYS.map((key) => ({
              label: t(`rates.short.${key}`),
              align: "right" as const,
            })),
            { label: t("rates.short.kvpMonths"), align: "right" },
            { label: t("table.actions"), align: "right" },
          ]}
        >
          <tbody className="divide-y divide-slate-100">
            {quarters.map((quarter) => (
              <tr key={quarter.quarterStart} className="hover:bg-slate-50">
                <th
                  scope="row"
                  className="py-2.5 pr-3 pl-4 font-medium whitespace-nowrap text-slate-900"
                >
                  {name(quarter.quarterStart)}
                </th>
                {SCHEME_RATE_KEYS.map((key) => (
                  <td
                    key={key}
                    className="px-3 py-2.5 text-right text-slate-700"
                  >
                    {formatIndianDecimal(quarter.rates[key], 2)}
                  </td>
                ))}
                <td className="px-3 py-2.5 text-right text-slate-700">
                  {quarter.kvpMonths}
                </td>
                <td className="py-1.5 pr-2 pl-3 text-right whitespace-nowrap sm:pr-4">
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() =>
                      setDialog({
                        action: "edit",
                        quarterStart: quarter.quarterStart,
                      })
                    }
                    aria-label={t("table.actionOn", {
                      action: t("table.edit"),
                      name: name(quarter.quarterStart),
                    })}
                  >
                    {t("table.edit")}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </ListTable>
      </ListFrame>
      <Modal
        open={dialog !== null && editing !== undefined}
        onOpenChange={(open) => !open && close()}
        size="lg"
        title={
          dialog
            ? t(
                dialog.action === "add" ? "rates.addTitle" : "rates.editTitle",
                {
                  quarter: name(dialog.quarterStart),
                },
              )
            : ""
        }
      >
        {dialog && editing && (
          <SchemeRatesForm
            key={dialog.quarterStart}
            quarterStart={dialog.quarterStart}
            initial={editing}
            onCancel={close}
            onDone={() => {
              close();
              toast({
                title: t("rates.saved"),
                message: t("toast.saved", { name: name(dialog.quarterStart) }),
              });
            }}
          />
        )}
      </Modal>
    </>
  );
}
