import type { FormEvent, ReactNode, RefObject } from "react";
import { SliderField } from "../../components/slider-field.tsx";
import { SubmitButton } from "../../components/form/form-buttons.tsx";
import type {
  FieldError,
  SliderFieldBinding,
} from "../../components/use-slider-form.ts";
import { useMessages } from "../../lib/i18n/messages.ts";
import { calculatorScreenMessages } from "./messages/index.ts";

interface CalculatorFormProps {
  bindings: SliderFieldBinding[];
  /** Every typed value that cannot be used, shown under its field or not yet. */
  errors: FieldError[];
  loading: boolean;
  /** The inline error: the server's message, 'Calculation failed', or a field to fix. */
  error: string | null;
  onCalculate: () => void;
  /** Calculate refused: show the fields' messages and this one. */
  onBlocked: (message: string) => void;
  /** The form element, which the page watches (the phone's result line). */
  ref: RefObject<HTMLFormElement | null>;
  children?: ReactNode;
}

/** The sliders and the Calculate button; refuses to calculate while a typed value is invalid. */
export function CalculatorForm({
  bindings,
  errors,
  loading,
  error,
  onCalculate,
  onBlocked,
  ref: form,
  children,
}: CalculatorFormProps) {
  const t = useMessages(calculatorScreenMessages);

  function submit(event: FormEvent) {
    event.preventDefault();
    const [first] = errors;
    if (first) {
      onBlocked(
        t("form.blocked", { label: first.field.label, message: first.message }),
      );
      form.current
        ?.querySelector<HTMLElement>(`[data-field="${first.field.key}"]`)
        ?.focus();
      return;
    }
    onCalculate();
  }

  return (
    <form
      ref={form}
      onSubmit={submit}
      noValidate
      aria-label={t("form.label")}
      className="space-y-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      {bindings.map((binding) => (
        <SliderField key={binding.field.key} {...binding} />
      ))}
      {children}
      <SubmitButton pending={loading} pendingLabel={t("form.calculating")} wide>
        {t("form.calculate")}
      </SubmitButton>
      <p role="alert" className="text-sm font-medium text-red-700 empty:hidden">
        {error}
      </p>
    </form>
  );
}
