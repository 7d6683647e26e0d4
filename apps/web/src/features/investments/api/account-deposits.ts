import type {
  AddDepositInput,
  Investment,
} from "@kosh/core/contracts/investments";
import { useMutation } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client.ts";
import { useInvestmentChanged } from "./get-investments.ts";
import { loadInvestmentEndpoints } from "./investment-endpoints.ts";

/** Records a deposit into a PPF or Sukanya Samriddhi account (docs/product.md#schemes-in-my-investments). */
export async function addAccountDeposit(
  id: string,
  body: AddDepositInput,
): Promise<Investment> {
  return callEndpoint(
    (await loadInvestmentEndpoints()).addDeposit,
    { params: { id }, body },
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

/** The account as the server answers replaces the one in the list, then the list is read again. */
export function useAddAccountDeposit() {
  return useMutation({
    mutationFn: ({ id, deposit }: { id: string; deposit: AddDepositInput }) =>
      addAccountDeposit(id, deposit),
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
