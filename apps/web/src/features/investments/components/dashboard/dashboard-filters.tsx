import type {
  CompanyOption,
  DashboardFilter,
} from "@kosh/core/investments/dashboard-filter";
import { useMessages } from "../../../../lib/i18n/messages.ts";
import { investmentMessages } from "../../messages/index.ts";

interface DashboardFiltersProps {
  companies: CompanyOption[];
  filter: DashboardFilter;
  onChange: (filter: DashboardFilter) => void;
}

/** docs/product.md#filters: a company select ('All Companies') and a 'Ready to Renew' checkbox. */
export function DashboardFilters({
  companies,
  filter,
  onChange,
}: DashboardFiltersProps) {
  const t = useMessages(investmentMessages);
  return (
    <div
      role="group"
      aria-label={t("filters.label")}
      className="flex flex-wrap items-center gap-x-5 gap-y-3"
    >
      <label className="flex min-w-0 items-center gap-2 text-sm font-medium text-slate-700">
        {t("filters.company")}
        <select
          value={filter.companyId ?? ""}
          onChange={(event) =>
            onChange({ ...filter, companyId: event.target.value || null })
          }
          className="h-10 max-w-[14rem] min-w-0 rounded-lg border border-slate-300 bg-white px-2.5 text-sm font-normal text-slate-900"
        >
          <option value="">{t("filters.allCompanies")}</option>
          {companies.map((company) => (
            <option key={company.id} value={company.id}>
              {company.name}
            </option>
          ))}
        </select>
      </label>
      <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
        <input
          type="checkbox"
          checked={filter.readyToRenew}
          onChange={(event) =>
            onChange({ ...filter, readyToRenew: event.target.checked })
          }
          className="size-4 accent-brand-700"
        />
        {t("filters.readyToRenew")}
      </label>
    </div>
  );
}
