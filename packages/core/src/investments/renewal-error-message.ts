/** The renewal failure alerts, word for word (docs/product.md#renew). */
export const RENEWAL_DATABASE_ERROR =
  "Database connection error. Please try again in a few moments. If the problem persists, contact support.";
export const RENEWAL_SERVER_ERROR =
  "Server error occurred. Please check the console for details and try again.";

/**
 * Codes a database driver reports when it cannot reach or lost the database: Node's socket errors
 * and PostgreSQL's SQLSTATE class 08 (connection exception) and 57P01–57P03 (shutdown, cannot connect).
 */
const DATABASE_CONNECTION_CODE =
  /\b(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|08(000|001|003|004|006|007|P01)|57P0[123])\b/;

/**
 * The alert a failed renewal shows. Kosh's server answers 503 exactly when the database cannot be
 * reached (docs/architecture.md#errors), so that status reads as the database message too.
 */
export function renewalErrorMessage(status: number, message: string): string {
  if (status === 503 || DATABASE_CONNECTION_CODE.test(message))
    return RENEWAL_DATABASE_ERROR;
  if (status === 500) return RENEWAL_SERVER_ERROR;
  return `Renewal failed: ${message}`;
}
