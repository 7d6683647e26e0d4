import { depositInsuranceEndpoints } from "@kosh/core/api/deposit-insurance";
import type {
  DepositInsurance,
  SaveDepositInsuranceInput,
} from "@kosh/core/contracts/deposit-insurance";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client.ts";
import { depositInsuranceKey } from "../../../lib/deposit-insurance.ts";

/** Changes the cover (PUT /api/admin/deposit-insurance, admins; docs/product.md#deposit-insurance). */
export function saveDepositInsurance(
  body: SaveDepositInsuranceInput,
): Promise<DepositInsurance> {
  return callEndpoint(depositInsuranceEndpoints.save, { body });
}

/** The saved cover is what every screen reads next, without asking the server again. */
export function useSaveDepositInsurance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDepositInsurance,
    onSuccess: (saved) => queryClient.setQueryData(depositInsuranceKey, saved),
  });
}
