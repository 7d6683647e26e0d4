import { useEffect, useState, type RefObject } from "react";
import { figureText } from "../../components/result-card.tsx";
import { useLocale } from "../../lib/i18n/locale.tsx";
import { useMessages } from "../../lib/i18n/messages.ts";
import { calculatorScreenMessages } from "./messages/index.ts";

interface ResultLineProps {
  /** The headline figure's label, as the results card gives it. */
  label: string;
  amount: number;
  months?: boolean;
  /** The calculator's form and its results card. */
  form: RefObject<HTMLElement | null>;
  results: RefObject<HTMLElement | null>;
  /** The line pressed: bring the results card into view. */
  onPress: () => void;
}

/**
 * The headline figure in a line at the foot of a phone's screen, shown while the form is in view
 * and the results card's headline is not, so a slider's drag shows its figure moving
 * (docs/product.md#calculator-results). Beside the form on a wide screen, it is never shown, and
 * never loaded (standard-calculator.tsx).
 */
export function ResultLine({
  label,
  amount,
  months = false,
  form,
  results,
  onPress,
}: ResultLineProps) {
  const t = useMessages(calculatorScreenMessages);
  const locale = useLocale();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const formBox = form.current;
    const headline = results.current?.querySelector("dd");
    if (!formBox || !headline || typeof IntersectionObserver !== "function")
      return;
    const inView = new Map<Element, boolean>();
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries)
        inView.set(entry.target, entry.isIntersecting);
      setShown(inView.get(formBox) === true && inView.get(headline) !== true);
    });
    observer.observe(formBox);
    observer.observe(headline);
    return () => observer.disconnect();
  }, [form, results]);

  return (
    <button
      type="button"
      data-foot-line
      hidden={!shown}
      onClick={onPress}
      className="fixed inset-x-0 bottom-0 z-30 flex items-center gap-3 border-t border-brand-800 bg-brand-700 px-4 py-2.5 text-left text-white shadow-lg lg:hidden"
    >
      <span className="min-w-0 flex-1 truncate text-sm text-brand-50">
        {label}
      </span>{" "}
      <span className="text-lg font-semibold tabular-nums">
        {figureText(amount, months, locale)}
      </span>{" "}
      <span className="text-sm text-brand-50">
        {t("results.heading")} <span aria-hidden="true">↓</span>
      </span>
    </button>
  );
}
