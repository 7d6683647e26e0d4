import type { SchemeReminderKind } from "@kosh/core/contracts/reminders";
import type { InterestSchedule } from "@kosh/core/deposits/interest-schedule";
import type { InvestmentScheme } from "@kosh/core/deposits/investment-scheme";
import type { Locale } from "@kosh/core/i18n/locale";
import { and, asc, eq, gte, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/database.ts";
import {
  companies,
  investments,
  investTypes,
  remindersSent,
  schemeRemindersSent,
  unsubscribeTokens,
  users,
} from "../../db/schema.ts";

type Executor = Database | Transaction;

/** An active investment that may need a reminder, with what the mail says about it. */
export interface ReminderCandidate {
  investmentId: string;
  userId: string;
  email: string;
  /** The person's language, which their reminder speaks. */
  locale: Locale;
  leadDays: number[];
  companyName: string;
  investType: string;
  scheme: InvestmentScheme;
  principalAmount: number;
  rateOfInterest: number;
  startDate: string;
  endDate: string;
  interestSchedule: InterestSchedule | null;
  monthlyInstalment: number | null;
  maturityAmount: number;
  /** A PPF extended without deposits: the day it stopped taking them. */
  depositsCloseOn: string | null;
}

const candidateColumns = {
  investmentId: investments.id,
  userId: investments.userId,
  email: users.email,
  locale: users.locale,
  leadDays: users.reminderLeadDays,
  companyName: companies.name,
  investType: investTypes.typeName,
  scheme: investTypes.scheme,
  principalAmount: investments.principalAmount,
  rateOfInterest: investments.rateOfInterest,
  startDate: investments.startDate,
  endDate: investments.endDate,
  interestSchedule: investments.interestSchedule,
  monthlyInstalment: investments.monthlyInstalment,
  maturityAmount: investments.maturityAmount,
  depositsCloseOn: investments.depositsCloseOn,
};

/** Where a page of candidates ends: its last candidate's owner and id. */
export type CandidateKey = Pick<ReminderCandidate, "userId" | "investmentId">;

/**
 * Active investments ending from `from` to `to` (YYYY-MM-DD) of people who may sign in and have
 * reminders on, narrowed to some schemes and to one person (the settings preview) when asked.
 * With `page`, at most `page.size` of them after `page.after` in the order of their owner and id,
 * which the index on (user_id, status, end_date) gives: the sweep reads a country's scheme
 * candidates a page at a time (docs/architecture.md#mail-queue).
 */
export async function reminderCandidates(
  db: Executor,
  {
    from,
    to,
    userId,
    schemes,
    page,
  }: {
    from: string;
    to?: string;
    userId?: string;
    schemes?: readonly InvestmentScheme[];
    page?: { after?: CandidateKey; size: number };
  },
): Promise<ReminderCandidate[]> {
  const chosen = db
    .select(candidateColumns)
    .from(investments)
    .innerJoin(users, eq(users.id, investments.userId))
    .innerJoin(companies, eq(companies.id, investments.companyId))
    .innerJoin(investTypes, eq(investTypes.id, investments.investTypeId))
    .where(
      and(
        eq(investments.status, "active"),
        gte(investments.endDate, from),
        to === undefined ? undefined : lte(investments.endDate, to),
        eq(users.remindersEnabled, true),
        isNull(users.disabledAt),
        userId === undefined ? undefined : eq(investments.userId, userId),
        schemes === undefined
          ? undefined
          : inArray(investTypes.scheme, [...schemes]),
        page?.after === undefined
          ? undefined
          : sql`(${investments.userId}, ${investments.id}) > (${page.after.userId}, ${page.after.investmentId})`,
      ),
    );
  if (page)
    return chosen
      .orderBy(asc(investments.userId), asc(investments.id))
      .limit(page.size);
  return chosen.orderBy(asc(investments.endDate), asc(investments.id));
}

/**
 * Records that these (investment, lead time) reminders are queued; returns the ones this call
 * recorded. The primary key makes a second sweep, here or in another process, record nothing.
 */
export async function recordRemindersSent(
  tx: Transaction,
  reminders: { investmentId: string; leadDays: number }[],
  at: Date,
): Promise<{ investmentId: string; leadDays: number }[]> {
  if (reminders.length === 0) return [];
  return tx
    .insert(remindersSent)
    .values(reminders.map((reminder) => ({ ...reminder, queuedAt: at })))
    .onConflictDoNothing()
    .returning({
      investmentId: remindersSent.investmentId,
      leadDays: remindersSent.leadDays,
    });
}

/** A scheme reminder's bookkeeping row: once per (investment, kind, day). */
export interface SchemeReminderSent {
  investmentId: string;
  kind: SchemeReminderKind;
  dueOn: string;
}

/**
 * Records that these scheme reminders are queued; returns the ones this call recorded, as
 * recordRemindersSent does for maturity.
 */
export async function recordSchemeRemindersSent(
  tx: Transaction,
  reminders: SchemeReminderSent[],
  at: Date,
): Promise<SchemeReminderSent[]> {
  if (reminders.length === 0) return [];
  return tx
    .insert(schemeRemindersSent)
    .values(reminders.map((reminder) => ({ ...reminder, queuedAt: at })))
    .onConflictDoNothing()
    .returning({
      investmentId: schemeRemindersSent.investmentId,
      kind: schemeRemindersSent.kind,
      dueOn: schemeRemindersSent.dueOn,
    });
}

/** The (investment, lead time) pairs already queued for these investments. */
export async function sentReminders(
  db: Executor,
  investmentIds: string[],
): Promise<Set<string>> {
  if (investmentIds.length === 0) return new Set();
  const rows = await db
    .select({
      investmentId: remindersSent.investmentId,
      leadDays: remindersSent.leadDays,
    })
    .from(remindersSent)
    .where(sql`${remindersSent.investmentId} in ${investmentIds}`);
  return new Set(rows.map((row) => sentKey(row.investmentId, row.leadDays)));
}

export function sentKey(investmentId: string, leadDays: number): string {
  return `${investmentId}:${leadDays}`;
}

export async function reminderSettingsOf(db: Executor, userId: string) {
  const [row] = await db
    .select({
      enabled: users.remindersEnabled,
      leadDays: users.reminderLeadDays,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function saveReminderSettings(
  db: Executor,
  userId: string,
  settings: { enabled: boolean; leadDays: number[] },
  at: Date,
): Promise<void> {
  await db
    .update(users)
    .set({
      remindersEnabled: settings.enabled,
      reminderLeadDays: settings.leadDays,
      updatedAt: at,
    })
    .where(eq(users.id, userId));
}

/** Keeps the hashes of the unsubscribe secrets the mails being queued carry. */
export async function recordUnsubscribeTokens(
  tx: Transaction,
  tokens: { tokenHash: string; userId: string }[],
  at: Date,
): Promise<void> {
  if (tokens.length === 0) return;
  await tx
    .insert(unsubscribeTokens)
    .values(tokens.map((token) => ({ ...token, createdAt: at })));
}

/** Voids every unsubscribe link the person was sent. */
export async function forgetUnsubscribeTokens(
  db: Executor,
  userId: string,
): Promise<void> {
  await db
    .delete(unsubscribeTokens)
    .where(eq(unsubscribeTokens.userId, userId));
}

/** The language of the person an unsubscribe secret was sent to, if anyone holds it. */
export async function unsubscribeTokenHolderLocale(
  db: Executor,
  tokenHash: string,
): Promise<Locale | undefined> {
  const [row] = await db
    .select({ locale: users.locale })
    .from(unsubscribeTokens)
    .innerJoin(users, eq(users.id, unsubscribeTokens.userId))
    .where(eq(unsubscribeTokens.tokenHash, tokenHash));
  return row?.locale;
}

/**
 * Turns reminders off for the holder of an unsubscribe secret; their language, or undefined when
 * no one holds it.
 */
export async function unsubscribeByTokenHash(
  db: Executor,
  tokenHash: string,
  at: Date,
): Promise<Locale | undefined> {
  const rows = await db
    .update(users)
    .set({ remindersEnabled: false, updatedAt: at })
    .where(
      inArray(
        users.id,
        db
          .select({ userId: unsubscribeTokens.userId })
          .from(unsubscribeTokens)
          .where(eq(unsubscribeTokens.tokenHash, tokenHash)),
      ),
    )
    .returning({ locale: users.locale });
  return rows[0]?.locale;
}
