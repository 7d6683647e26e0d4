import { PageHead } from "../../components/page-head.tsx";
import { RequireAuth } from "../../features/auth/require-auth.tsx";
import { taxYearMessages } from "../../features/investments/messages/tax-year/index.ts";
import { TaxYearScreen } from "../../features/investments/components/tax-year/tax-year-screen.tsx";
import { useMessages } from "../../lib/i18n/messages.ts";
import { WithQueryClient } from "../../lib/react-query.tsx";

export default function TaxYearInterestRoute() {
  const t = useMessages(taxYearMessages);
  return (
    <WithQueryClient>
      <PageHead title={t("title")} />
      <RequireAuth>
        <TaxYearScreen />
      </RequireAuth>
    </WithQueryClient>
  );
}
