/**
 * The investments' endpoint entries, loaded on the first call rather than with the page: they carry
 * zod, which the dashboard's first screen need not wait for (docs/architecture.md#first-paint). The
 * shell has the list's early request in flight meanwhile (core/api/early-routes.ts).
 */
export const loadInvestmentEndpoints = () =>
  import("@kosh/core/api/investments").then(
    (module) => module.investmentEndpoints,
  );
