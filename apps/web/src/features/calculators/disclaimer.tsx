import { useMessages } from "../../lib/i18n/messages.ts";
import { calculatorScreenMessages } from "./messages/index.ts";

/** Every calculator page carries this (docs/product.md#money-dates-and-wording). */
export function Disclaimer() {
  const t = useMessages(calculatorScreenMessages);
  return (
    <aside
      aria-label={t("disclaimer.label")}
      className="mt-8 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <strong className="font-semibold">{t("disclaimer.title")}</strong>{" "}
      {t("disclaimer.text")}
    </aside>
  );
}
