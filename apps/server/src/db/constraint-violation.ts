/** PostgreSQL's SQLSTATEs for the integrity rules the schema enforces. */
const SQLSTATE = {
  unique: "23505",
  foreignKey: "23503",
  check: "23514",
} as const;

export type ConstraintKind = keyof typeof SQLSTATE;

/**
 * The name of the constraint a failed query broke, when it broke one of this kind. Drizzle wraps
 * the driver's error (pg and PGlite alike carry `code` and `constraint`) in `cause`.
 */
export function violatedConstraint(
  error: unknown,
  kind: ConstraintKind,
): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== "object") return undefined;
    const { code, constraint } = current as {
      code?: unknown;
      constraint?: unknown;
    };
    if (code === SQLSTATE[kind]) {
      return typeof constraint === "string" ? constraint : "";
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
