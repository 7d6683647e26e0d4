import { accountEndpoints } from "./account.ts";
import { adminMailEndpoints } from "./admin-mail.ts";
import { adminUserEndpoints } from "./admin-users.ts";
import { authEndpoints } from "./auth.ts";
import { calculateEndpoints } from "./calculate.ts";
import { calendarFeedEndpoints } from "./calendar-feed.ts";
import { depositInsuranceEndpoints } from "./deposit-insurance.ts";
import type { Endpoint } from "./endpoint.ts";
import { healthEndpoints } from "./health.ts";
import { householdEndpoints } from "./household.ts";
import { investmentEndpoints } from "./investments.ts";
import { operatorEndpoints } from "./operator.ts";
import {
  companyEndpoints,
  companyTypeEndpoints,
  investTypeEndpoints,
} from "./reference-lists.ts";
import { reminderEndpoints } from "./reminders.ts";
import { schemeRateEndpoints } from "./scheme-rates.ts";

/**
 * Every endpoint of the API (docs/architecture.md#endpoints), by module. The server registers a
 * route for each and none other under /api (apps/server/src/modules/endpoints.test.ts); a client
 * imports the module's entries it calls (`investmentEndpoints.renew`) rather than this whole list.
 */
export const ENDPOINT_MODULES = {
  auth: authEndpoints,
  account: accountEndpoints,
  investments: investmentEndpoints,
  household: householdEndpoints,
  companyTypes: companyTypeEndpoints,
  companies: companyEndpoints,
  investTypes: investTypeEndpoints,
  adminUsers: adminUserEndpoints,
  adminMail: adminMailEndpoints,
  reminders: reminderEndpoints,
  calendarFeed: calendarFeedEndpoints,
  schemeRates: schemeRateEndpoints,
  depositInsurance: depositInsuranceEndpoints,
  health: healthEndpoints,
  operator: operatorEndpoints,
  calculate: calculateEndpoints,
} as const;

/** Every entry, once. */
export const ENDPOINTS: readonly Endpoint[] = Object.values(
  ENDPOINT_MODULES,
).flatMap((entries): Endpoint[] => Object.values(entries));

type Modules = typeof ENDPOINT_MODULES;
/** Every entry with its literal method and path. */
type AnyEntry = {
  [Module in keyof Modules]: Modules[Module][keyof Modules[Module]];
}[keyof Modules];

/** The name of an entry that exists: `GET /api/investments/:id`, never a path no entry has. */
export type EndpointName = AnyEntry extends infer Entry
  ? Entry extends {
      method: infer Method extends string;
      path: infer Path extends string;
    }
    ? `${Method} ${Path}`
    : never
  : never;

/** `GET /api/investments/:id` — how tests and messages name an entry. */
export function endpointName({ method, path }: Endpoint): EndpointName {
  // Every Endpoint a caller holds is one of the entries above.
  return `${method} ${path}` as EndpointName;
}
