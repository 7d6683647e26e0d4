/** PostgreSQL's SQLSTATEs for the integrity rules the schema enforces. */
const SQLSTATES = {
  unique: ["23505"],
  /** A row pointing at a row that does not exist. */
  missingReference: ["23503"],
  /**
   * Deleting a row others point at through an `on delete restrict` foreign key: PostgreSQL 18
   * (and PGlite built on it) says restrict_violation, earlier versions foreign_key_violation.
   */
  stillReferenced: ["23001", "23503"],
} as const satisfies Record<string, readonly string[]>;

export type ConstraintKind = keyof typeof SQLSTATES;

/**
 * The name of the constraint a failed query broke, when it broke one of this kind. Drizzle wraps
 * the driver's error (pg and PGlite alike carry `code` and `constraint`) in `cause`.
 */
export function violatedConstraint(
  error: unknown,
  kind: ConstraintKind,
): string | undefined {
  const codes: readonly string[] = SQLSTATES[kind];
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== "object") return undefined;
    const { code, constraint } = current as {
      code?: unknown;
      constraint?: unknown;
    };
    if (typeof code === "string" && codes.includes(code)) {
      return typeof constraint === "string" ? constraint : "";
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
