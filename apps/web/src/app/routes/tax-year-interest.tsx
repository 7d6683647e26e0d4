import { RequireAuth } from "../../features/auth/require-auth.tsx";
import { TaxYearScreen } from "../../features/investments/tax-year/tax-year-screen.tsx";

export default function TaxYearInterestRoute() {
  return (
    <RequireAuth>
      <TaxYearScreen />
    </RequireAuth>
  );
}
