import { Button } from "../../../../components/ui/button.tsx";
import { useMessages } from "../../../../lib/i18n/messages.ts";
import { investmentMessages } from "../../messages/index.ts";

/** The filters hide every investment (docs/product.md#filters). */
export function NoMatches({ onClear }: { onClear: () => void }) {
  const t = useMessages(investmentMessages);
  return (
    <div className="rounded-xl bg-white px-6 py-10 text-center ring-1 ring-slate-200">
      <p className="font-medium text-slate-800">{t("noMatches.body")}</p>
      <Button variant="secondary" className="mt-4" onClick={onClear}>
        {t("noMatches.clear")}
      </Button>
    </div>
  );
}
