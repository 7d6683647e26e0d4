const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a client-supplied id can be a row's uuid. PostgreSQL rejects a malformed uuid with an
 * error (22P02); checking first lets a malformed id mean "no such row" instead of a 500.
 */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
