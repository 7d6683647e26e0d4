import type {
  InvestType,
  InvestTypeSchemeInput,
} from "@kosh/core/contracts/reference-lists";
import { investTypeEndpoints } from "@kosh/core/api/reference-lists";
import type { InvestmentScheme } from "@kosh/core/deposits/investment-scheme";
import { useMutation } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client.ts";
import { useRefreshReferenceList } from "../../../lib/reference-lists.ts";

/** Says how investments of a type earn (docs/product.md#schemes-in-my-investments). */
export function setInvestTypeScheme(
  investTypeId: string,
  body: InvestTypeSchemeInput,
): Promise<InvestType> {
  return callEndpoint(
    investTypeEndpoints.setScheme,
    { params: { id: investTypeId }, body },
    { fallbackMessage: "admin.investTypeSchemeSaveFailed" },
  );
}

/** The investment types are reloaded before the change counts as done, so the select never shows the old scheme again. */
export function useSetInvestTypeScheme() {
  return useMutation({
    mutationFn: ({ id, scheme }: { id: string; scheme: InvestmentScheme }) =>
      setInvestTypeScheme(id, { scheme }),
    onSuccess: useRefreshReferenceList("invest-types"),
  });
}
