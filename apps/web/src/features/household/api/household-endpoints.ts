/**
 * The household's endpoint entries, loaded on the first call rather than with the page: they
 * carry zod, which the screen's first paint need not wait for (docs/architecture.md#first-paint).
 */
export const loadHouseholdEndpoints = () =>
  import("@kosh/core/api/household").then(
    (module) => module.householdEndpoints,
  );
