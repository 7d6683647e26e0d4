import type { InvestType } from "@kosh/core/contracts/reference-lists";
import { useQuery } from "@tanstack/react-query";
import { referenceListQueryOptions } from "./reference-list.ts";

export const investTypesQueryOptions = () =>
  referenceListQueryOptions<InvestType>(
    "/admin/invest-types",
    "Failed to fetch investment types",
  );

export function useInvestTypes() {
  return useQuery(investTypesQueryOptions());
}
