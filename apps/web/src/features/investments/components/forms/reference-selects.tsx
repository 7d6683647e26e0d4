import type { Company } from "@kosh/core/contracts/reference-lists";
import { byName } from "@kosh/core/format/compare";
import type { ReactNode } from "react";
import { useReferenceList } from "../../../../lib/reference-lists.ts";
import {
  FormField,
  inputClass,
} from "../../../../components/form/form-field.tsx";
import { useMessages } from "../../../../lib/i18n/messages.ts";
import { investmentFormMessages } from "../../messages/forms/index.ts";

interface SelectProps {
  value: string;
  onChange: (id: string) => void;
  error?: string;
}

/** Companies under their company type, the types in the order the admin list gives them. */
function groupByType(
  companies: Company[],
  typeOrder: string[],
  other: string,
): [string, Company[]][] {
  const groups = new Map<string, Company[]>();
  for (const company of companies) {
    const type = company.investment_company_types?.type_name ?? other;
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

/**
 * A required select over one reference list: disabled with a "Loading …" choice while the list
 * loads, the list's load error shown under it.
 */
function ReferenceSelect({
  label,
  list,
  loading,
  choose,
  value,
  onChange,
  error,
  children,
}: SelectProps & {
  label: string;
  list: { isPending: boolean; error: Error | null };
  /** The empty choice's text while the list loads, and once it has. */
  loading: string;
  choose: string;
  children: ReactNode;
}) {
  return (
    <FormField label={label} error={error ?? list.error?.message}>
      {(control) => (
        <select
          {...control}
          required
          value={value}
          onChange={(event) => onChange(event.target.value)}
          disabled={list.isPending}
          className={inputClass}
        >
          <option value="">{list.isPending ? loading : choose}</option>
          {children}
        </select>
      )}
    </FormField>
  );
}

export function CompanySelect(props: SelectProps) {
  const t = useMessages(investmentFormMessages);
  const companies = useReferenceList("companies");
  const companyTypes = useReferenceList("company-types");
  const groups = groupByType(
    companies.data ?? [],
    (companyTypes.data ?? []).map((type) => type.type_name),
    t("field.companyOther"),
  );
  return (
    <ReferenceSelect
      {...props}
      label={t("field.company")}
      list={companies}
      loading={t("field.companyLoading")}
      choose={t("field.companyChoose")}
    >
      {groups.map(([type, members]) => (
        <optgroup key={type} label={type}>
          {members.map((company) => (
            <option key={company.id} value={company.id}>
              {company.name}
            </option>
          ))}
        </optgroup>
      ))}
    </ReferenceSelect>
  );
}

export function InvestTypeSelect(props: SelectProps) {
  const t = useMessages(investmentFormMessages);
  const investTypes = useReferenceList("invest-types");
  return (
    <ReferenceSelect
      {...props}
      label={t("field.investType")}
      list={investTypes}
      loading={t("field.investTypeLoading")}
      choose={t("field.investTypeChoose")}
    >
      {(investTypes.data ?? []).map((type) => (
        <option key={type.id} value={type.id}>
          {type.type_name}
        </option>
      ))}
    </ReferenceSelect>
  );
}
