import type { SchemeReminderKind } from "@kosh/core/contracts/reminders";
import type { InterestSchedule } from "@kosh/core/deposits/interest-schedule";
import type { InvestmentScheme } from "@kosh/core/deposits/investment-scheme";
import type { Locale } from "@kosh/core/i18n/locale";
import {
  and,
  asc,
  eq,
  gte,
  inArray,
  isNull,
  lte,
  ne,
  or,
  sql,
} from "drizzle-orm";
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
import {
  type Recipient,
  seenBy,
  sharedRecipients,
  sharedWithReminders,
} from "./reminder-recipients.repo.ts";

type Executor = Database | Transaction;

/**
 * An active investment that may need a reminder, and one person it goes to (docs/product.md#household:
 * whoever in the household has reminders on), with what the mail says about it.
 */
export interface ReminderCandidate extends Recipient {
  investmentId: string;
  /** The household the investment belongs to: its owner's id. */
  householdId: string;
  /** Its owner's name, or their address before they gave one. */
  householdName: string;
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

const investmentColumns = {
  investmentId: investments.id,
  householdId: investments.userId,
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

/** The owner's part of a candidate row: their reminders' settings. */
const ownerColumns = {
  householdName: sql<string>`coalesce(nullif(${users.name}, ''), ${users.email})`,
  ownerEnabled: users.remindersEnabled,
  ownerEmail: users.email,
  ownerLocale: users.locale,
  ownerLeadDays: users.reminderLeadDays,
};

/** Where a page of candidates ends: its last candidate's household, end date and investment. */
export type CandidateKey = Pick<
  ReminderCandidate,
  "householdId" | "endDate" | "investmentId"
>;

/**
 * A page of candidates: at most `size` investments after `after`, in the order of their household
 * and id (the index on (user_id, status, end_date) gives it) or of their end date and id (the
 * index on the end dates of active investments).
 */
export interface CandidatePage {
  by: "household" | "endDate";
  after?: CandidateKey;
  size: number;
}

/**
 * Active investments ending from `from` to `to` (YYYY-MM-DD) of households whose owner may sign
 * in, each once per person in the household with reminders on (docs/product.md#household): the
 * owner and those it is shared with. Narrowed to some schemes, to recurring deposits opened on
 * some days of a month (`instalmentStartDays`: the sweep's, whose instalments can fall due) and to
 * one person (`recipientId`, the settings preview) when asked. With `page`, one page of them: the
 * sweep reads a country's candidates a page at a time (docs/architecture.md#mail-queue).
 */
export async function reminderCandidates(
  db: Executor,
  {
    from,
    to,
    recipientId,
    schemes,
    instalmentStartDays,
    page,
  }: {
    from: string;
    to?: string;
    recipientId?: string;
    schemes?: readonly InvestmentScheme[];
    instalmentStartDays?: readonly number[];
    page?: CandidatePage;
  },
): Promise<ReminderCandidate[]> {
  const chosen = db
    .select({ ...investmentColumns, ...ownerColumns })
    .from(investments)
    .innerJoin(users, eq(users.id, investments.userId))
    .innerJoin(companies, eq(companies.id, investments.companyId))
    .innerJoin(investTypes, eq(investTypes.id, investments.investTypeId))
    .where(
      and(
        eq(investments.status, "active"),
        gte(investments.endDate, from),
        to === undefined ? undefined : lte(investments.endDate, to),
        isNull(users.disabledAt),
        sql`(${users.remindersEnabled} or ${sharedWithReminders(investments.userId)})`,
        recipientId === undefined
          ? undefined
          : seenBy(investments.userId, recipientId),
        schemes === undefined
          ? undefined
          : inArray(investTypes.scheme, [...schemes]),
        instalmentStartDays === undefined
          ? undefined
          : or(
              ne(investTypes.scheme, "recurring_deposit"),
              inArray(sql`extract(day from ${investments.startDate})::int`, [
                ...instalmentStartDays,
              ]),
            ),
        page?.after === undefined
          ? undefined
          : page.by === "household"
            ? sql`(${investments.userId}, ${investments.id}) > (${page.after.householdId}, ${page.after.investmentId})`
            : sql`(${investments.endDate}, ${investments.id}) > (${page.after.endDate}, ${page.after.investmentId})`,
      ),
    );
  const rows = await (page
    ? chosen
        .orderBy(
          asc(
            page.by === "household" ? investments.userId : investments.endDate,
          ),
          asc(investments.id),
        )
        .limit(page.size)
    : chosen.orderBy(asc(investments.endDate), asc(investments.id)));
  const shared = await sharedRecipients(db, [
    ...new Set(rows.map((row) => row.householdId)),
  ]);
  return rows.flatMap(
    ({ ownerEnabled, ownerEmail, ownerLocale, ownerLeadDays, ...row }) => {
      const owner: Recipient[] = ownerEnabled
        ? [
            {
              userId: row.householdId,
              email: ownerEmail,
              locale: ownerLocale,
              leadDays: ownerLeadDays,
            },
          ]
        : [];
      return [...owner, ...(shared.get(row.householdId) ?? [])]
        .filter(
          (recipient) =>
            recipientId === undefined || recipient.userId === recipientId,
        )
        .map((recipient) => ({ ...row, ...recipient }));
    },
  );
}

/** A maturity reminder's bookkeeping row: once per (investment, person, lead time). */
export interface MaturityReminderSent {
  investmentId: string;
  userId: string;
  leadDays: number;
}

/** The columns that tell a maturity reminder's bookkeeping row apart, as read back. */
const MATURITY_KEY = {
  investmentId: remindersSent.investmentId,
  userId: remindersSent.userId,
  leadDays: remindersSent.leadDays,
};

/**
 * Records that these maturity reminders are queued; returns the ones this call recorded. The
 * primary key makes a second sweep, here or in another process, record nothing.
 */
export async function recordRemindersSent(
  tx: Transaction,
  reminders: MaturityReminderSent[],
  at: Date,
): Promise<MaturityReminderSent[]> {
  if (reminders.length === 0) return [];
  return tx
    .insert(remindersSent)
    .values(reminders.map((reminder) => ({ ...reminder, queuedAt: at })))
    .onConflictDoNothing()
    .returning(MATURITY_KEY);
}

/** A scheme reminder's bookkeeping row: once per (investment, person, kind, day). */
export interface SchemeReminderSent {
  investmentId: string;
  userId: string;
  kind: SchemeReminderKind;
  dueOn: string;
}

/** The columns that tell a scheme reminder's bookkeeping row apart, as read back. */
const SCHEME_KEY = {
  investmentId: schemeRemindersSent.investmentId,
  userId: schemeRemindersSent.userId,
  kind: schemeRemindersSent.kind,
  dueOn: schemeRemindersSent.dueOn,
};

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
    .returning(SCHEME_KEY);
}

/** The keys (`keyOf`) of the rows `read` finds for these investments; none asked, none read. */
async function queuedKeys<Row>(
  investmentIds: string[],
  keyOf: (row: Row) => string,
  read: (investmentIds: string[]) => Promise<Row[]>,
): Promise<Set<string>> {
  if (investmentIds.length === 0) return new Set();
  return new Set((await read(investmentIds)).map(keyOf));
}

/** The (investment, person, lead time) maturity reminders already queued for these investments. */
export const sentReminders = (db: Executor, investmentIds: string[]) =>
  queuedKeys(investmentIds, sentKey, (ids) =>
    db
      .select(MATURITY_KEY)
      .from(remindersSent)
      .where(sql`${remindersSent.investmentId} in ${ids}`),
  );

/** The (investment, person, kind, day) scheme reminders already queued for these investments. */
export const sentSchemeReminders = (db: Executor, investmentIds: string[]) =>
  queuedKeys(investmentIds, schemeSentKey, (ids) =>
    db
      .select(SCHEME_KEY)
      .from(schemeRemindersSent)
      .where(sql`${schemeRemindersSent.investmentId} in ${ids}`),
  );

export const schemeSentKey = (row: SchemeReminderSent) =>
  `${row.investmentId}:${row.userId}:${row.kind}:${row.dueOn}`;

export function sentKey({
  investmentId,
  userId,
  leadDays,
}: MaturityReminderSent): string {
  return `${investmentId}:${userId}:${leadDays}`;
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
