import { RequireAuth } from "../../features/auth/require-auth.tsx";
import { TaxYearScreen } from "../../features/investments/components/tax-year/tax-year-screen.tsx";
import { WithQueryClient } from "../../lib/react-query.tsx";

export default function TaxYearInterestRoute() {
  return (
    <WithQueryClient>
      <RequireAuth>
        <TaxYearScreen />
      </RequireAuth>
    </WithQueryClient>
  );
}
