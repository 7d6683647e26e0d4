import type {
  DepositInsurance,
  DepositInsuranceInput,
} from "@kosh/core/contracts/reference-lists";
import { companyTypeEndpoints } from "@kosh/core/api/reference-lists";
import { useMutation } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client.ts";
import { useRefreshReferenceList } from "../../../lib/reference-lists.ts";

/** Says whether DICGC insures deposits with a type of institution (docs/product.md#deposit-insurance). */
export function setDepositInsurance(
  companyTypeId: string,
  body: DepositInsuranceInput,
): Promise<DepositInsurance> {
  return callEndpoint(
    companyTypeEndpoints.setDepositInsurance,
    { params: { id: companyTypeId }, body },
    { fallbackMessage: "admin.depositInsuranceSaveFailed" },
  );
}

/**
 * The company types and the companies are reloaded before the change counts as done, so the
 * switch never shows the old answer again, and the dashboard's Deposit insurance section (which
 * reads the companies) recounts.
 */
export function useSetDepositInsurance() {
  return useMutation({
    mutationFn: ({
      id,
      depositsInsured,
    }: {
      id: string;
      depositsInsured: boolean;
    }) => setDepositInsurance(id, { deposits_insured: depositsInsured }),
    onSuccess: useRefreshReferenceList("company-types"),
  });
}
