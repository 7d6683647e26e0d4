import type { Company } from "@kosh/core/contracts/reference-lists";
import { byName } from "@kosh/core/format/compare";
import { useReferenceList } from "../../../../lib/reference-lists.ts";
import {
  FormField,
  inputClass,
} from "../../../../components/form/form-field.tsx";

interface SelectProps {
  value: string;
  onChange: (id: string) => void;
  error?: string;
}

/** Companies under their company type, the types in the order the admin list gives them. */
function groupByType(
  companies: Company[],
  typeOrder: string[],
): [string, Company[]][] {
  const groups = new Map<string, Company[]>();
  for (const company of companies) {
    const type = company.investment_company_types?.type_name ?? "Other";
    groups.set(type, [...(groups.get(type) ?? []), company]);
  }
  const rank = (type: string) => {
    const index = typeOrder.indexOf(type);
    return index === -1 ? typeOrder.length : index;
  };
  return [...groups]
    .sort(([a], [b]) => rank(a) - rank(b) || byName(a, b))
    .map(([type, members]): [string, Company[]] => [
      type,
      members.sort((a, b) => byName(a.name, b.name)),
    ]);
}

export function CompanySelect({ value, onChange, error }: SelectProps) {
  const companies = useReferenceList("companies");
  const companyTypes = useReferenceList("company-types");
  const groups = groupByType(
    companies.data ?? [],
    (companyTypes.data ?? []).map((type) => type.type_name),
  );
  return (
    <FormField label="Company" error={error ?? companies.error?.message}>
      {(control) => (
        <select
          {...control}
          required
          value={value}
          onChange={(event) => onChange(event.target.value)}
          disabled={companies.isPending}
          className={inputClass}
        >
          <option value="">
            {companies.isPending ? "Loading companies…" : "Select a company"}
          </option>
          {groups.map(([type, members]) => (
            <optgroup key={type} label={type}>
              {members.map((company) => (
                <option key={company.id} value={company.id}>
                  {company.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      )}
    </FormField>
  );
}

export function InvestTypeSelect({ value, onChange, error }: SelectProps) {
  const investTypes = useReferenceList("invest-types");
  return (
    <FormField
      label="Investment Type"
      error={error ?? investTypes.error?.message}
    >
      {(control) => (
        <select
          {...control}
          required
          value={value}
          onChange={(event) => onChange(event.target.value)}
          disabled={investTypes.isPending}
          className={inputClass}
        >
          <option value="">
            {investTypes.isPending ? "Loading types…" : "Select a type"}
          </option>
          {(investTypes.data ?? []).map((type) => (
            <option key={type.id} value={type.id}>
              {type.type_name}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
