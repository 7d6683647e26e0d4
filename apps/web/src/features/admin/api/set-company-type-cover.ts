import type {
  CompanyTypeCover,
  CompanyTypeCoverInput,
} from "@kosh/core/contracts/reference-lists";
import type { InstitutionCover } from "@kosh/core/deposits/deposit-insurance";
import { companyTypeEndpoints } from "@kosh/core/api/reference-lists";
import { useMutation } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client.ts";
import { useRefreshReferenceList } from "../../../lib/reference-lists.ts";

/**
 * Says what backs deposits with a type of institution: DICGC's deposit insurance, the Government
 * of India, or nothing (docs/product.md#deposit-insurance).
 */
export function setCompanyTypeCover(
  companyTypeId: string,
  body: CompanyTypeCoverInput,
): Promise<CompanyTypeCover> {
  return callEndpoint(
    companyTypeEndpoints.setCover,
    { params: { id: companyTypeId }, body },
    { fallbackMessage: "admin.coverSaveFailed" },
  );
}

/**
 * The company types and the companies are reloaded before the change counts as done, so the
 * select never shows the old answer again, and the dashboard's Deposit insurance section (which
 * reads the companies) recounts.
 */
export function useSetCompanyTypeCover() {
  return useMutation({
    mutationFn: ({ id, cover }: { id: string; cover: InstitutionCover }) =>
      setCompanyTypeCover(id, { cover }),
    onSuccess: useRefreshReferenceList("company-types"),
  });
}
