import type { Company } from "@kosh/core/contracts/reference-lists";
import { useQuery } from "@tanstack/react-query";
import { referenceListQueryOptions } from "./reference-list.ts";

export const companiesQueryOptions = () =>
  referenceListQueryOptions<Company>(
    "/admin/companies",
    "Failed to fetch companies",
  );

export function useCompanies() {
  return useQuery(companiesQueryOptions());
}
