import type {
  AccessRole,
  Household,
  HouseholdAccess,
  Member,
  MemberRelation,
} from "@kosh/core/contracts/household";
import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/database.ts";
import { isUuid } from "../../db/is-uuid.ts";
import {
  householdAccess,
  householdMembers,
  investmentHolders,
  users,
} from "../../db/schema.ts";

type Executor = Database | Transaction;

/**
 * The household's tables (docs/product.md#household). A household's id is its owner's user id
 * (docs/decisions/0055-a-household-is-its-owners.md).
 */

/** The caller's part in a household: its owner, or the access they were given; undefined: none. */
export async function roleIn(
  db: Database,
  userId: string,
  householdId: string,
): Promise<Household["role"] | undefined> {
  if (householdId === userId) return "owner";
  if (!isUuid(householdId)) return undefined;
  // A household whose owner an admin disabled is no one's to see.
  const [row] = await db
    .select({ role: householdAccess.role })
    .from(householdAccess)
    .innerJoin(users, eq(users.id, householdAccess.householdId))
    .where(
      and(
        eq(householdAccess.householdId, householdId),
        eq(householdAccess.userId, userId),
        sql`${users.disabledAt} is null`,
      ),
    );
  return row?.role;
}

/** A person's name as the household lists show it: their profile's name, else their address. */
const personName = sql<string>`coalesce(nullif(${users.name}, ''), ${users.email})`;

/** The households the person may see: their own first, then those shared with them, by name. */
export async function householdsOf(
  db: Database,
  userId: string,
): Promise<Household[]> {
  const [own] = await db
    .select({ id: users.id, name: personName })
    .from(users)
    .where(eq(users.id, userId));
  const shared = await db
    .select({ id: users.id, name: personName, role: householdAccess.role })
    .from(householdAccess)
    .innerJoin(users, eq(users.id, householdAccess.householdId))
    .where(
      and(eq(householdAccess.userId, userId), sql`${users.disabledAt} is null`),
    )
    .orderBy(asc(sql`lower(${personName})`));
  return [...(own ? [{ ...own, role: "owner" as const }] : []), ...shared];
}

/**
 * The household's own member, made with the person (`insertUser`) and, should it be missing, by
 * the first change that needs it; its id.
 */
export async function ownMemberId(
  executor: Executor,
  householdId: string,
): Promise<string> {
  await executor.execute(sql`
    insert into ${householdMembers} (household_id, user_id, relation)
    values (${householdId}, ${householdId}, 'self')
    on conflict (household_id) where relation = 'self' do nothing`);
  const [row] = await executor
    .select({ id: householdMembers.id })
    .from(householdMembers)
    .where(
      and(
        eq(householdMembers.householdId, householdId),
        eq(householdMembers.relation, "self"),
      ),
    );
  return row!.id;
}

const memberColumns = {
  id: householdMembers.id,
  // The own member follows the profile until given a name of its own.
  name: sql<string>`coalesce(${householdMembers.name}, nullif(${users.name}, ''), ${users.email})`,
  relation: householdMembers.relation,
  date_of_birth: sql<
    string | null
  >`coalesce(${householdMembers.dateOfBirth}, ${users.dateOfBirth})::text`,
};

function selectMembers(executor: Executor) {
  return executor
    .select(memberColumns)
    .from(householdMembers)
    .leftJoin(users, eq(users.id, householdMembers.userId));
}

/**
 * The household's members: its own person first, then by name. A read writes nothing: the own
 * member is made with the person (users.repo.ts `insertUser`, migration 0015 for those before).
 */
export async function listMembers(
  executor: Executor,
  householdId: string,
): Promise<Member[]> {
  return selectMembers(executor)
    .where(eq(householdMembers.householdId, householdId))
    .orderBy(
      sql`${householdMembers.relation} <> 'self'`,
      sql`lower(${memberColumns.name})`,
      asc(householdMembers.createdAt),
    );
}

/** One member of the household; undefined when it is missing or another household's. */
export async function memberOf(
  executor: Executor,
  householdId: string,
  id: string,
): Promise<Member | undefined> {
  if (!isUuid(id)) return undefined;
  const [member] = await selectMembers(executor).where(
    and(
      eq(householdMembers.householdId, householdId),
      eq(householdMembers.id, id),
    ),
  );
  return member;
}

/** Of these ids, those that are not the household's members. */
export async function notMembers(
  executor: Executor,
  householdId: string,
  ids: readonly string[],
): Promise<string[]> {
  const candidates = ids.filter(isUuid);
  const found =
    candidates.length === 0
      ? []
      : await executor
          .select({ id: householdMembers.id })
          .from(householdMembers)
          .where(
            and(
              eq(householdMembers.householdId, householdId),
              inArray(householdMembers.id, candidates),
            ),
          );
  const known = new Set(found.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}

export interface MemberFields {
  name: string;
  relation: Exclude<MemberRelation, "self">;
  dateOfBirth: string | null;
}

export async function insertMember(
  executor: Executor,
  householdId: string,
  fields: MemberFields,
): Promise<string> {
  await ownMemberId(executor, householdId);
  const [row] = await executor
    .insert(householdMembers)
    .values({ householdId, ...fields })
    .returning({ id: householdMembers.id });
  return row!.id;
}

export async function updateMember(
  executor: Executor,
  householdId: string,
  id: string,
  fields: Partial<MemberFields>,
): Promise<void> {
  if (Object.keys(fields).length === 0) return;
  await executor
    .update(householdMembers)
    .set(fields)
    .where(
      and(
        eq(householdMembers.householdId, householdId),
        eq(householdMembers.id, id),
      ),
    );
}

/** How many investments name the member as a holder. */
export async function holdingsOf(
  executor: Executor,
  memberId: string,
): Promise<number> {
  const [row] = await executor
    .select({ count: count() })
    .from(investmentHolders)
    .where(eq(investmentHolders.memberId, memberId));
  return row?.count ?? 0;
}

export async function deleteMember(
  executor: Executor,
  householdId: string,
  id: string,
): Promise<void> {
  await executor
    .delete(householdMembers)
    .where(
      and(
        eq(householdMembers.householdId, householdId),
        eq(householdMembers.id, id),
      ),
    );
}

/** Names the investment's holders, in order, in place of those it had. */
export async function setHolders(
  executor: Executor,
  investmentId: string,
  memberIds: readonly string[],
): Promise<void> {
  await executor
    .delete(investmentHolders)
    .where(eq(investmentHolders.investmentId, investmentId));
  await insertHolders(executor, investmentId, memberIds);
}

/** The holders of an investment that has none yet, in order (first holder first). */
export async function insertHolders(
  executor: Executor,
  investmentId: string,
  memberIds: readonly string[],
): Promise<void> {
  await executor.insert(investmentHolders).values(
    memberIds.map((memberId, position) => ({
      investmentId,
      memberId,
      position,
    })),
  );
}

/** The investment's holders, first holder first. */
export async function holdersOf(
  executor: Executor,
  investmentId: string,
): Promise<string[]> {
  const rows = await executor
    .select({ memberId: investmentHolders.memberId })
    .from(investmentHolders)
    .where(eq(investmentHolders.investmentId, investmentId))
    .orderBy(asc(investmentHolders.position));
  return rows.map((row) => row.memberId);
}

/** Who else may see or change the household, by name. */
export async function listAccess(
  db: Database,
  householdId: string,
): Promise<HouseholdAccess[]> {
  return db
    .select({
      id: householdAccess.id,
      email: users.email,
      name: sql<string | null>`nullif(${users.name}, '')`,
      role: householdAccess.role,
    })
    .from(householdAccess)
    .innerJoin(users, eq(users.id, householdAccess.userId))
    .where(eq(householdAccess.householdId, householdId))
    .orderBy(
      asc(sql`lower(coalesce(nullif(${users.name}, ''), ${users.email}))`),
    );
}

/** Gives the person the role in the household, or changes the one they have; the access's id. */
export async function grantAccess(
  db: Database,
  householdId: string,
  userId: string,
  role: AccessRole,
): Promise<string> {
  const [row] = await db
    .insert(householdAccess)
    .values({ householdId, userId, role })
    .onConflictDoUpdate({
      target: [householdAccess.householdId, householdAccess.userId],
      set: { role },
    })
    .returning({ id: householdAccess.id });
  return row!.id;
}

/** Takes the access back; whether the household had it. */
export async function revokeAccess(
  db: Database,
  householdId: string,
  id: string,
): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await db
    .delete(householdAccess)
    .where(
      and(
        eq(householdAccess.householdId, householdId),
        eq(householdAccess.id, id),
      ),
    )
    .returning({ id: householdAccess.id });
  return rows.length > 0;
}
