import { FormAlert } from "../../../components/form/form-alert.tsx";
import { inputClass } from "../../../components/form/form-field.tsx";
import { Spinner } from "../../../components/spinner.tsx";

/**
 * One of a few choices for a list entry, saved as soon as it is chosen (an investment type's
 * scheme, a company type's cover): named for the entry, busy while the change is saved, the
 * server's refusal beside it in words.
 */
export function ChoiceSelect<Choice extends string>({
  label,
  value,
  choices,
  nameOf,
  onChoose,
  pending,
  problem,
}: {
  label: string;
  value: Choice;
  choices: readonly Choice[];
  nameOf: (choice: Choice) => string;
  onChoose: (choice: Choice) => void;
  pending: boolean;
  /** The server's refusal of the last change, if it refused it. */
  problem: string | undefined;
}) {
  return (
    <div className="space-y-1.5">
      <div className="flex items-center gap-2">
        <select
          value={value}
          disabled={pending}
          aria-busy={pending}
          aria-invalid={problem !== undefined}
          aria-label={label}
          onChange={(event) => onChoose(event.target.value as Choice)}
          className={`${inputClass} min-w-0 sm:max-w-72`}
        >
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {nameOf(choice)}
            </option>
          ))}
        </select>
        {pending && <Spinner />}
      </div>
      <FormAlert message={problem} />
    </div>
  );
}
