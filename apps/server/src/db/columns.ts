import { timestamp } from "drizzle-orm/pg-core";

/**
 * The time columns every schema file writes alike (docs/architecture.md#data-model): `timestamptz`
 * read as JS Dates.
 */
export const moment = (name: string) =>
  timestamp(name, { withTimezone: true, mode: "date" });
export const createdAt = () => moment("created_at").notNull().defaultNow();
export const updatedAt = () => moment("updated_at").notNull().defaultNow();
