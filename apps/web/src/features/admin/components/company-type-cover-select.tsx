import type { CompanyType } from "@kosh/core/contracts/reference-lists";
import { INSTITUTION_COVERS } from "@kosh/core/deposits/deposit-insurance";
import { toast } from "../../../components/toaster.tsx";
import { useMessages } from "../../../lib/i18n/messages.ts";
import { useSetCompanyTypeCover } from "../api/set-company-type-cover.ts";
import { adminMessages } from "../messages/index.ts";
import { ChoiceSelect } from "./choice-select.tsx";

/**
 * What backs deposits with one company type (docs/product.md#deposit-insurance): deposit
 * insurance, the Government of India or nothing.
 */
export function CompanyTypeCoverSelect({ type }: { type: CompanyType }) {
  const t = useMessages(adminMessages);
  const save = useSetCompanyTypeCover();
  return (
    <ChoiceSelect
      // The column's heading shows "Deposits backed by"; the name adds the type.
      label={t("cover.named", { type: type.type_name })}
      value={save.isPending ? save.variables.cover : type.cover}
      choices={INSTITUTION_COVERS}
      nameOf={(cover) => t(`cover.${cover}`)}
      pending={save.isPending}
      problem={save.error?.message}
      onChoose={(cover) =>
        save.mutate(
          { id: type.id, cover },
          {
            onSuccess: (saved) =>
              toast({
                title: t("cover.saved"),
                message: t("cover.savedBody", {
                  type: type.type_name,
                  cover: t(`cover.${saved.cover}`),
                }),
              }),
          },
        )
      }
    />
  );
}
