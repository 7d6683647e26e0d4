import type { Endpoint } from "./endpoint.ts";

/**
 * The route part (method, path, access) of the GETs a signed-in person's first screen makes, apart
 * from their entries' zod contracts: the web's shell starts these requests while the page's chunk
 * and the contracts' chunk still download, and parses each answer when its entry's module is in
 * (docs/architecture.md#first-paint). The entries are built from these (auth.ts, investments.ts),
 * so a route is written once. No zod here, nor in what this module imports.
 */
export type EarlyRoute = Pick<
  Endpoint,
  "method" | "path" | "access" | "household"
>;

/** The person the stored session belongs to: the shell's check on every signed-in first load. */
export const profileRoute = {
  method: "GET",
  path: "/api/auth/profile",
  access: "signed-in",
} as const satisfies EarlyRoute;

/**
 * The members of the household chosen: the dashboard's 'Whose investments' choice, drawn with the
 * figures rather than after them (it would push them down).
 */
export const householdMembersRoute = {
  method: "GET",
  path: "/api/household/members",
  access: "signed-in",
  household: "view",
} as const satisfies EarlyRoute;

/** The dashboard's list, of the household chosen (docs/product.md#household). */
export const investmentListRoute = {
  method: "GET",
  path: "/api/investments",
  access: "signed-in",
  household: "view",
} as const satisfies EarlyRoute;
