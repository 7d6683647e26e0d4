import { REMINDER_LEAD_DAYS } from "@kosh/core/contracts/reminders";
import type { InterestSchedule } from "@kosh/core/deposits/interest-schedule";
import {
  ACCOUNT_SCHEMES,
  type InvestmentScheme,
  isAccountScheme,
} from "@kosh/core/deposits/investment-scheme";
import { and, asc, eq, gte, inArray, isNull, lte, sql } from "drizzle-orm";
import {
  type AccountDeposit,
  depositsOfAccounts,
} from "../../db/account-deposits.ts";
import type { Database, Transaction } from "../../db/database.ts";
import {
  companies,
  dayOfMonth,
  investments,
  investTypes,
  users,
} from "../../db/schema.ts";
import {
  type Recipient,
  seenBy,
  sharedRecipients,
  sharedWithReminders,
} from "./reminder-recipients.repo.ts";

/**
 * The reminders' candidates, which the sweep (reminder-sweep.ts) and the settings' preview
 * (reminders.service.ts) read alike, so the preview shows what the sweep will queue.
 */

type Executor = Database | Transaction;

/** The longest lead time: no investment ending later needs anything from a sweep today. */
export const LONGEST_LEAD_DAYS = Math.max(...REMINDER_LEAD_DAYS);
/** The schemes with reminders besides maturity: an RD's instalments, an account's yearly deposit. */
export const SCHEMES_WITH_REMINDERS: readonly InvestmentScheme[] = [
  "recurring_deposit",
  ...ACCOUNT_SCHEMES,
];

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
 * owner and those it is shared with. Narrowed to some schemes, to one type opened on one day of a
 * month (`investTypeId` and `openedOnDay`: the sweep's recurring deposits whose instalments can
 * fall due, which the index on (start day, type, owner, id) reads alone) and to one person
 * (`recipientId`, the settings preview) when asked. With `page`, one page of them: the sweep reads
 * a country's candidates a page at a time (docs/architecture.md#mail-queue).
 */
export async function reminderCandidates(
  db: Executor,
  {
    from,
    to,
    recipientId,
    schemes,
    investTypeId,
    openedOnDay,
    page,
  }: {
    from: string;
    to?: string;
    recipientId?: string;
    schemes?: readonly InvestmentScheme[];
    investTypeId?: string;
    openedOnDay?: number;
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
        investTypeId === undefined
          ? undefined
          : eq(investments.investTypeId, investTypeId),
        openedOnDay === undefined
          ? undefined
          : eq(dayOfMonth(investments.startDate), openedOnDay),
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

/** The ids of the investment types of `scheme`. */
export async function typesOfScheme(
  db: Executor,
  scheme: InvestmentScheme,
): Promise<string[]> {
  const rows = await db
    .select({ id: investTypes.id })
    .from(investTypes)
    .where(eq(investTypes.scheme, scheme))
    .orderBy(asc(investTypes.id));
  return rows.map(({ id }) => id);
}

/** The deposits of the accounts among `candidates` (PPF, Sukanya), by account. */
export const depositsOfAccountCandidates = (
  db: Database,
  candidates: readonly ReminderCandidate[],
): Promise<Map<string, AccountDeposit[]>> =>
  depositsOfAccounts(
    db,
    candidates
      .filter((candidate) => isAccountScheme(candidate.scheme))
      .map((candidate) => candidate.investmentId),
  );
