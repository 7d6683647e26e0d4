/**
 * The pages of docs/product.md#screens-and-routes that are not for everyone to read: the sign-in
 * screens (and `/login`, which sends on to `/auth`) and the signed-in pages, in English. Spelled
 * out as the product lists them, so a test checks the app against the product, not against itself.
 */
export const SIGNED_IN_ROUTES = [
  "/auth",
  "/login",
  "/complete-profile",
  "/dashboard",
  "/import",
  "/tax-year-interest",
  "/settings",
  "/admin",
];
