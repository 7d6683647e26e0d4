import { ENGLISH_FORM_WORDS, type FormWords } from "./form-words.ts";

/** The renewal failure alerts, word for word (docs/product.md#renew), in English. */
export const RENEWAL_DATABASE_ERROR = ENGLISH_FORM_WORDS(
  "renewal.databaseError",
);
export const RENEWAL_SERVER_ERROR = ENGLISH_FORM_WORDS("renewal.serverError");

/**
 * Codes a database driver reports when it cannot reach or lost the database: Node's socket errors
 * and PostgreSQL's SQLSTATE class 08 (connection exception) and 57P01–57P03 (shutdown, cannot connect).
 */
const DATABASE_CONNECTION_CODE =
  /\b(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|08(000|001|003|004|006|007|P01)|57P0[123])\b/;

/**
 * The alert a failed renewal shows. Kosh's server answers 503 exactly when the database cannot be
 * reached (docs/architecture.md#errors), so that status reads as the database message too. `t`
 * says it in the page's language.
 */
export function renewalErrorMessage(
  status: number,
  message: string,
  t: FormWords = ENGLISH_FORM_WORDS,
): string {
  if (status === 503 || DATABASE_CONNECTION_CODE.test(message))
    return t("renewal.databaseError");
  if (status === 500) return t("renewal.serverError");
  return t("renewal.failed", { message });
}
