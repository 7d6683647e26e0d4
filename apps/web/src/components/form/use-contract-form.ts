import { useEffect, useState, type ChangeEvent, type FormEvent } from "react";
import type { z } from "zod";
import { useErrorText } from "../../lib/i18n/error-messages.ts";

type Errors<Field extends string> = Partial<Record<Field, string>>;

interface ContractFormOptions<Values extends object, Output> {
  /** What the fields hold when the form opens. */
  initial: Values | (() => Values);
  /**
   * The zod schema that turns the typed values into the request: the contract from `@kosh/core`,
   * or a form schema piped into it, so the server's own rules have the last word.
   */
  schema: z.ZodType<Output>;
  /**
   * Names to word the contract's messages with: it says "company_type_id is required", the
   * person reads "Company type is required".
   */
  labels?: Partial<Record<keyof Values & string, string>>;
  /** Runs on every edit, e.g. to drop a server message that no longer applies. */
  onEdit?: () => void;
}

/**
 * Every field with an issue gets its first message; an issue on no field is the form's. Each is
 * said in the page's language (`say`), the catalogue's messages opening with the field's name in
 * every language, so a label still takes its place.
 */
function issuesByField<Field extends string>(
  error: z.ZodError,
  fields: readonly string[],
  labels: Partial<Record<Field, string>>,
  say: (text: string) => string,
): { errors: Errors<Field>; problem: string | null } {
  const errors: Errors<Field> = {};
  let problem: string | null = null;
  for (const issue of error.issues) {
    const key = issue.path[0];
    const text = say(issue.message);
    if (typeof key !== "string" || !fields.includes(key)) {
      problem ??= text;
      continue;
    }
    const field = key as Field;
    if (errors[field] !== undefined) continue;
    errors[field] = labelled(field, text, labels);
  }
  return { errors, problem };
}

/** A message that opens with the field's name, opening with its label instead. */
function labelled<Field extends string>(
  field: Field,
  text: string,
  labels: Partial<Record<Field, string>>,
): string {
  const label = labels[field];
  return label && text.startsWith(`${field} `)
    ? `${label}${text.slice(field.length)}`
    : text;
}

/**
 * The one way a Kosh form holds what is typed and checks it (docs/decisions/0013): the values
 * stay in React state, so nothing typed is lost when the server refuses; submitting parses them
 * with the schema and shows every field's error at once; changing a field clears its error.
 */
export function useContractForm<Values extends object, Output>({
  initial,
  schema,
  labels = {},
  onEdit,
}: ContractFormOptions<Values, Output>) {
  type Field = keyof Values & string;
  const say = useErrorText();
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Errors<Field>>({});
  const [problem, setProblem] = useState<string | null>(null);
  // The form whose submit was last refused: focus goes to its first field with a message.
  const [refused, setRefused] = useState<{ form: Element } | null>(null);
  useEffect(() => {
    refused?.form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refused]);

  function set<F extends Field>(field: F, value: Values[F]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) =>
      current[field] === undefined
        ? current
        : { ...current, [field]: undefined },
    );
    setProblem(null);
    onEdit?.();
  }

  /** `value` and `onChange` for a text box, select or textarea holding a string field. */
  function text<F extends Field>(field: F) {
    return {
      value: values[field] as string,
      onChange: (
        event: ChangeEvent<
          HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement
        >,
      ) => set(field, event.target.value as Values[F]),
    };
  }

  /** Every field's message as the schema has it now. */
  function check() {
    const parsed = schema.safeParse(values);
    return parsed.success
      ? { parsed, errors: {} as Errors<Field>, problem: null }
      : {
          parsed,
          ...issuesByField<Field>(
            parsed.error,
            Object.keys(values),
            labels,
            say,
          ),
        };
  }

  /**
   * The form's onSubmit: parses the values and calls `send` with the request only when they pass
   * and `othersUsable` (fields the schema does not hold, such as sliders) agrees; otherwise every
   * message shows and the first field with one takes the focus.
   */
  function submit(
    send: (request: Output) => void,
    othersUsable: () => boolean = () => true,
  ) {
    return (event: FormEvent) => {
      event.preventDefault();
      const found = check();
      const others = othersUsable();
      setErrors(found.errors);
      setProblem(found.problem);
      if (found.parsed.success && others) send(found.parsed.data);
      else setRefused({ form: event.currentTarget });
    };
  }

  /** Shows `field`'s message, if it has one, as the person leaves it, as the sliders do. */
  function leave(field: Field) {
    const message = check().errors[field];
    if (message !== undefined)
      setErrors((current) => ({ ...current, [field]: message }));
  }

  /**
   * Shows the server's refusal (a 400's message) where the form's own would be: beside the field
   * its message opens with (the catalogue's messages open with the field's name in every
   * language), else above the form.
   */
  function refuse(text: string) {
    const said = say(text);
    const field = (Object.keys(values) as Field[]).find((name) =>
      said.startsWith(`${name} `),
    );
    if (field)
      setErrors({ [field]: labelled(field, said, labels) } as Errors<Field>);
    else setProblem(said);
  }

  /** Clears every error, e.g. when the form goes back a step. */
  function clearErrors() {
    setErrors({});
    setProblem(null);
  }

  return {
    values,
    errors,
    problem,
    set,
    text,
    submit,
    leave,
    refuse,
    clearErrors,
  };
}
