import type { Operator } from "@kosh/core/contracts/operator";
import type { MailSite } from "../src/mail/mail-footer.ts";

/** The operator the test servers are configured with (OPERATOR_NAME, OPERATOR_EMAIL; decision 0054). */
export const TEST_OPERATOR = {
  name: "Sharma Family Office",
  email: "privacy@sharma.example.in",
} as const satisfies Operator;

/** The same operator as configuration reads it. */
export const TEST_OPERATOR_ENV = {
  OPERATOR_NAME: TEST_OPERATOR.name,
  OPERATOR_EMAIL: TEST_OPERATOR.email,
} as const;

/** A mail's foot for Kosh at `url`, run by the test operator. */
export function mailSiteAt(url: string): MailSite {
  return { url, operator: TEST_OPERATOR };
}
