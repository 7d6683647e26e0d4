import type { CompanyType } from "@kosh/core/contracts/reference-lists";
import { useQuery } from "@tanstack/react-query";
import { referenceListQueryOptions } from "./reference-list.ts";

export const companyTypesQueryOptions = () =>
  referenceListQueryOptions<CompanyType>(
    "/admin/company-types",
    "Failed to fetch company types",
  );

export function useCompanyTypes() {
  return useQuery(companyTypesQueryOptions());
}
