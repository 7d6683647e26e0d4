import type { DepositInsurance } from "@kosh/core/contracts/deposit-insurance";
import { useQuery } from "@tanstack/react-query";
import { callEndpoint } from "./api-client.ts";

/**
 * DICGC's cover per depositor per bank as an admin keeps it (docs/product.md#deposit-insurance;
 * decision 0058): My Investments' insurance section judges deposits against it, the admin screen
 * shows and changes it. One key, so an admin's change reaches both.
 */
export const depositInsuranceKey = ["deposit-insurance"] as const;

/**
 * GET /api/deposit-insurance. The entry is loaded on the first call: its zod need not hold up the
 * dashboard's first paint (docs/architecture.md#first-paint).
 */
export async function getDepositInsurance(
  signal?: AbortSignal,
): Promise<DepositInsurance> {
  const { depositInsuranceEndpoints } =
    await import("@kosh/core/api/deposit-insurance");
  return callEndpoint(depositInsuranceEndpoints.cover, {}, { signal });
}

export function useDepositInsurance() {
  return useQuery({
    queryKey: depositInsuranceKey,
    queryFn: ({ signal }) => getDepositInsurance(signal),
  });
}
