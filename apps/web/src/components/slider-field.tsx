import {
  betweenStepsNote,
  formatFieldValue,
  periodWord,
  spokenFieldValue,
  typedBoxName,
  typedNumber,
} from "@kosh/core/calculators/field-value";
import type { Locale } from "@kosh/core/i18n/locale";
import type { SliderConfig } from "@kosh/core/calculators/slider-config";
import {
  amountInWords,
  formatIndianDecimal,
  formatInrShort,
} from "@kosh/core/format/money";
import { useId, useRef } from "react";
import { useLocale } from "../lib/i18n/locale.tsx";
import { useChangesBeforeHydration } from "../lib/use-hydrated.ts";
import type { SliderFieldBinding } from "./use-slider-form.ts";

function rangeEnd(field: SliderConfig, value: number, locale: Locale): string {
  if (field.unit === "rupees") return formatInrShort(value, locale);
  if (field.unit === "percent") return `${value}%`;
  return formatIndianDecimal(value);
}

/** A period's unit word ('Years', 'Days'); none for rupees and percent. */
function unitWord(field: SliderConfig, value: number, locale: Locale) {
  return field.unit === "rupees" || field.unit === "percent"
    ? null
    : periodWord(field.unit, value, locale);
}

/**
 * A native range slider with a typed box beside it. Native inputs cost no script,
 * work with keys and touch, and announce their value through aria-valuetext.
 */
export function SliderField({
  field,
  value,
  text,
  error,
  onSlide,
  onType,
  onCommit,
  unitSwitch,
}: SliderFieldBinding) {
  const locale = useLocale();
  const id = useId();
  const rangeId = `${id}-range`;
  const textId = `${id}-text`;
  const errorId = `${id}-error`;
  const words =
    field.unit === "rupees" && value > 0 ? amountInWords(value, locale) : null;
  // The unit word agrees with the number in the box, even one not yet usable ('31 Years').
  const typed = typedNumber(text);
  const boxUnit = unitWord(
    field,
    typeof typed === "number" ? typed : value,
    locale,
  );
  const stepNote = betweenStepsNote(field, value, locale);
  const boxRef = useRef<HTMLInputElement>(null);
  const rangeRef = useRef<HTMLInputElement>(null);
  // Moved or typed in before the page's script had run: the figures follow it now.
  useChangesBeforeHydration(() => {
    const typed = boxRef.current?.value;
    const slid = rangeRef.current?.value;
    if (typed !== undefined && typed !== text) onType(typed);
    else if (slid !== undefined && slid !== String(value))
      onSlide(Number(slid));
  });

  return (
    <div className="space-y-1.5">
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={rangeId} className="font-medium text-slate-800">
          {field.label}
        </label>
        <div
          className={`flex h-10 items-center gap-1 rounded-lg border bg-white px-2.5 focus-within:outline-2 focus-within:outline-offset-1 focus-within:outline-brand-600 ${
            error ? "border-red-600" : "border-slate-300"
          }`}
        >
          {field.unit === "rupees" && (
            <span aria-hidden="true" className="text-slate-500">
              ₹
            </span>
          )}
          <input
            ref={boxRef}
            id={textId}
            data-field={field.key}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            aria-label={typedBoxName(field, locale)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            value={text}
            onChange={(event) => onType(event.target.value)}
            onBlur={onCommit}
            className={`min-w-0 bg-transparent text-right font-semibold tabular-nums outline-none ${
              field.unit === "rupees" ? "w-28" : "w-14"
            }`}
          />
          {field.unit !== "rupees" && (
            <span aria-hidden="true" className="text-sm text-slate-500">
              {boxUnit ?? "%"}
            </span>
          )}
        </div>
      </div>
      {unitSwitch}
      <input
        ref={rangeRef}
        id={rangeId}
        type="range"
        min={field.min}
        max={field.max}
        step={field.step}
        value={value}
        aria-valuetext={spokenFieldValue(field, value, locale)}
        onChange={(event) => onSlide(Number(event.target.value))}
        className="h-6 w-full cursor-pointer accent-brand-700"
      />
      <div className="flex items-baseline justify-between gap-3 text-sm text-slate-500">
        <output htmlFor={`${rangeId} ${textId}`} className="text-slate-700">
          {formatFieldValue(field, value, locale)}
          {words && <span className="text-slate-500"> · {words}</span>}
        </output>
        <span className="shrink-0 text-xs">
          {rangeEnd(field, field.min, locale)} –{" "}
          {rangeEnd(field, field.max, locale)}
          {unitWord(field, field.max, locale) &&
            ` ${unitWord(field, field.max, locale)}`}
        </span>
      </div>
      {stepNote && !error && (
        <p className="text-sm text-slate-600">{stepNote}</p>
      )}
      <p id={errorId} aria-live="polite" className="text-sm text-red-700">
        {error}
      </p>
    </div>
  );
}
