import type {
  AddDepositInput,
  Investment,
} from "@kosh/core/contracts/investments";
import { useMutation } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client.ts";
import { useRetryKeys } from "../../../lib/retry-keys.ts";
import { useInvestmentChanged } from "./get-investments.ts";
import { loadInvestmentEndpoints } from "./investment-endpoints.ts";

/**
 * Records a deposit into a PPF or Sukanya Samriddhi account (docs/product.md#schemes-in-my-investments),
 * once per `key` however often it is sent.
 */
export async function addAccountDeposit(
  id: string,
  body: AddDepositInput,
  key: string,
): Promise<Investment> {
  return callEndpoint(
    (await loadInvestmentEndpoints()).addDeposit,
    { params: { id }, body, headers: { "idempotency-key": key } },
    { fallbackMessage: "investments.depositAddFailed" },
  );
}

/** Removes a deposit recorded by mistake; the account's first deposit stays. */
export async function removeAccountDeposit(
  id: string,
  depositId: string,
): Promise<Investment> {
  return callEndpoint(
    (await loadInvestmentEndpoints()).removeDeposit,
    { params: { id, depositId } },
    { fallbackMessage: "investments.depositRemoveFailed" },
  );
}

/**
 * The account as the server answers replaces the one in the list, then the list is read again.
 * A deposit sent again after no answer came (timed out, the network gone) carries its first key,
 * so it is recorded once.
 */
export function useAddAccountDeposit() {
  const keys = useRetryKeys();
  return useMutation({
    mutationFn: (request: { id: string; deposit: AddDepositInput }) =>
      keys.send(request, (key) =>
        addAccountDeposit(request.id, request.deposit, key),
      ),
    onSuccess: useInvestmentChanged(),
  });
}

export function useRemoveAccountDeposit() {
  return useMutation({
    mutationFn: ({ id, depositId }: { id: string; depositId: string }) =>
      removeAccountDeposit(id, depositId),
    onSuccess: useInvestmentChanged(),
  });
}
