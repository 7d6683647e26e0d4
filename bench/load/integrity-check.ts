import type { WriteLedger } from "./write-ledger.ts";

/** One checked promise, in the shape docs/reliability/*.json rows take. */
export interface CheckRow {
  check: string;
  result: string;
  passed: boolean;
  /** A figure worth showing that does not decide the run's exit status (e.g. the offered rate). */
  advisory?: boolean;
}

/** An investment as it is stored, read straight from the database (not through Kosh's code). */
export interface StoredInvestment {
  id: string;
  email: string;
  status: string;
  document_number: string | null;
  transaction_reason: string | null;
  renewal_reference_id: string | null;
  start_date: string;
  end_date: string;
  principal_amount: string;
  maturity_amount: string | null;
}

export type Query = <Row>(sql: string, params?: unknown[]) => Promise<Row[]>;

/** Every investment of the run's simulated people; dates and money as text, exactly as stored. */
export async function storedInvestments(
  query: Query,
  emailPattern: string,
): Promise<StoredInvestment[]> {
  return query<StoredInvestment>(
    `select i.id, u.email, i.status, i.document_number, i.transaction_reason,
            i.renewal_reference_id, i.start_date::text as start_date, i.end_date::text as end_date,
            i.principal_amount::text as principal_amount, i.maturity_amount::text as maturity_amount
       from investments i join users u on u.id = i.user_id
      where u.email like $1`,
    [emailPattern],
  );
}

/**
 * Compares what the server acknowledged with what the database holds: every acknowledged write
 * exactly once, refused writes absent, nothing unexplained, and every renewal chain whole.
 */
export function integrityChecks(
  rows: StoredInvestment[],
  ledger: WriteLedger,
): CheckRow[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const byDocument = groupBy(rows, (row) => row.document_number);
  const successorsOf = groupBy(rows, (row) => row.renewal_reference_id);
  const successorsByMarker = groupBy(
    rows.filter((row) => row.renewal_reference_id !== null),
    (row) => row.transaction_reason,
  );
  return [
    addsCheck(ledger, byDocument),
    renewalsCheck(ledger, byId, successorsOf),
    closesCheck(ledger, byId),
    refusedCheck(ledger, rows, byDocument, successorsByMarker),
    unexplainedCheck(ledger, rows),
    chainLinksCheck(rows, byId),
    chainForksCheck(rows, successorsOf),
    chainCyclesCheck(rows, successorsOf),
  ];
}

function addsCheck(
  ledger: WriteLedger,
  byDocument: Map<string | null, StoredInvestment[]>,
): CheckRow {
  const acknowledged = ledger.adds.filter(
    (write) => write.outcome === "acknowledged",
  );
  const problems = countProblems(acknowledged, (write) => {
    const found = byDocument.get(write.marker) ?? [];
    if (found.length === 0) return "missing";
    if (found.length > 1) return "duplicated";
    if (found[0]!.id !== write.id || found[0]!.email !== write.email)
      return "different";
    return undefined;
  });
  return row(
    "Every acknowledged addition (201) is stored exactly once",
    acknowledged.length,
    "additions",
    problems,
  );
}

function renewalsCheck(
  ledger: WriteLedger,
  byId: Map<string, StoredInvestment>,
  successorsOf: Map<string | null, StoredInvestment[]>,
): CheckRow {
  const acknowledged = ledger.renewals.filter(
    (write) => write.outcome === "acknowledged",
  );
  const problems = countProblems(acknowledged, (write) => {
    const stored = write.id === undefined ? undefined : byId.get(write.id);
    if (!stored) return "missing";
    if (stored.renewal_reference_id !== write.predecessorId)
      return "linked to another investment";
    if ((successorsOf.get(write.predecessorId)?.length ?? 0) > 1)
      return "duplicated";
    // A later close replaces the reason; the closes check covers that investment.
    if (
      stored.transaction_reason !== write.marker &&
      stored.status !== "closed"
    )
      return "stored with another reason";
    return undefined;
  });
  return row(
    "Every acknowledged renewal (201) is stored exactly once, pointing to the renewed investment",
    acknowledged.length,
    "renewals",
    problems,
  );
}

function closesCheck(
  ledger: WriteLedger,
  byId: Map<string, StoredInvestment>,
): CheckRow {
  const acknowledged = ledger.closes.filter(
    (write) => write.outcome === "acknowledged",
  );
  const problems = countProblems(acknowledged, (write) => {
    const stored = byId.get(write.id);
    if (!stored) return "missing";
    if (
      stored.status !== "closed" ||
      stored.transaction_reason !== write.marker
    )
      return "not closed with its reason";
    return undefined;
  });
  return row(
    "Every acknowledged close (200) is stored, with its reason",
    acknowledged.length,
    "closes",
    problems,
  );
}

function refusedCheck(
  ledger: WriteLedger,
  rows: StoredInvestment[],
  byDocument: Map<string | null, StoredInvestment[]>,
  successorsByMarker: Map<string | null, StoredInvestment[]>,
): CheckRow {
  const reasons = new Set(rows.map((stored) => stored.transaction_reason));
  const refused = [
    ...ledger.adds
      .filter((write) => write.outcome === "refused")
      .map((write) =>
        byDocument.has(write.marker) ? "addition stored" : undefined,
      ),
    ...ledger.renewals
      .filter((write) => write.outcome === "refused")
      .map((write) =>
        successorsByMarker.has(write.marker) ? "renewal stored" : undefined,
      ),
    ...ledger.closes
      .filter((write) => write.outcome === "refused")
      .map((write) => (reasons.has(write.marker) ? "close stored" : undefined)),
  ];
  return row(
    "Every refused write (4xx, e.g. the loser of a race) changed nothing",
    refused.length,
    "refused writes",
    countProblems(refused, (problem) => problem),
    "left nothing behind",
  );
}

function unexplainedCheck(
  ledger: WriteLedger,
  rows: StoredInvestment[],
): CheckRow {
  const writes = [...ledger.adds, ...ledger.renewals];
  const acknowledgedIds = new Set(
    writes.flatMap((write) => (write.id ? [write.id] : [])),
  );
  const unknownMarkers = new Set(
    writes
      .filter((write) => write.outcome === "unknown")
      .map((write) => write.marker),
  );
  let unexplained = 0;
  let answerLost = 0;
  for (const stored of rows) {
    if (acknowledgedIds.has(stored.id)) continue;
    const marker =
      stored.renewal_reference_id === null
        ? stored.document_number
        : stored.transaction_reason;
    if (marker !== null && unknownMarkers.has(marker)) answerLost += 1;
    else unexplained += 1;
  }
  const lost =
    answerLost > 0 ? `; ${answerLost} whose answer never arrived` : "";
  return {
    check: "No stored investment lacks a write that was sent for it",
    result:
      unexplained === 0
        ? `all ${rows.length} stored investments match a sent write${lost}`
        : `${unexplained} of ${rows.length} stored investments match no acknowledged write${lost}`,
    passed: unexplained === 0,
  };
}

function chainLinksCheck(
  rows: StoredInvestment[],
  byId: Map<string, StoredInvestment>,
): CheckRow {
  const successors = rows.filter(
    (stored) => stored.renewal_reference_id !== null,
  );
  const problems = countProblems(successors, (successor) => {
    const predecessor = byId.get(successor.renewal_reference_id!);
    if (!predecessor) return "predecessor missing";
    if (predecessor.email !== successor.email)
      return "predecessor of another person";
    if (predecessor.status !== "renewed")
      return `predecessor ${predecessor.status}, not renewed`;
    if (successor.start_date !== predecessor.end_date)
      return "starts on another day than the predecessor ended";
    if (
      Number(successor.principal_amount) !== Number(predecessor.maturity_amount)
    )
      return "principal differs from the predecessor's maturity amount";
    return undefined;
  });
  return row(
    "Each renewal points to its predecessor: same person, status renewed, starts the day it ended, reinvests its maturity amount",
    successors.length,
    "renewals",
    problems,
    "linked correctly",
  );
}

function chainForksCheck(
  rows: StoredInvestment[],
  successorsOf: Map<string | null, StoredInvestment[]>,
): CheckRow {
  const problems = countProblems(rows, (stored) => {
    const count = successorsOf.get(stored.id)?.length ?? 0;
    if (stored.status === "renewed" && count !== 1)
      return count === 0 ? "renewed without a successor" : "forked";
    if (stored.status !== "renewed" && count !== 0)
      return `${stored.status} but renewed`;
    return undefined;
  });
  return row(
    "A renewed investment has exactly one successor (no forks); an active or closed one has none",
    rows.length,
    "investments",
    problems,
    "with the right number of successors",
  );
}

function chainCyclesCheck(
  rows: StoredInvestment[],
  successorsOf: Map<string | null, StoredInvestment[]>,
): CheckRow {
  // Walking down from the investments nobody renewed into must reach every investment exactly once.
  const reached = new Set<string>();
  const queue = [...(successorsOf.get(null) ?? [])];
  let longest = 0;
  const depth = new Map<string, number>();
  for (const root of queue) depth.set(root.id, 1);
  for (let next = 0; next < queue.length; next += 1) {
    const current = queue[next]!;
    if (reached.has(current.id)) continue;
    reached.add(current.id);
    longest = Math.max(longest, depth.get(current.id)!);
    for (const successor of successorsOf.get(current.id) ?? []) {
      depth.set(successor.id, depth.get(current.id)! + 1);
      queue.push(successor);
    }
  }
  const chains = successorsOf.get(null)?.length ?? 0;
  const unreached = rows.length - reached.size;
  return {
    check:
      "Every chain starts at an original investment (no cycles, no dangling links)",
    result:
      unreached === 0
        ? `${chains} chains cover all ${rows.length} investments; the longest has ${longest} terms`
        : `${unreached} investments cannot be reached from the start of any chain`,
    passed: unreached === 0,
  };
}

function row(
  check: string,
  total: number,
  noun: string,
  problems: Map<string, number>,
  good = "as acknowledged",
): CheckRow {
  const failed = [...problems.values()].reduce((sum, count) => sum + count, 0);
  const detail = [...problems.entries()]
    .map(([problem, count]) => `${count} ${problem}`)
    .join(", ");
  return {
    check,
    result:
      failed === 0
        ? `all ${total} ${noun} ${good}`
        : `${failed} of ${total} ${noun} wrong: ${detail}`,
    passed: failed === 0,
  };
}

/** Problem name → how many items had it; `problemOf` returns undefined for a good item. */
function countProblems<T>(
  items: readonly T[],
  problemOf: (item: T) => string | undefined,
) {
  const problems = new Map<string, number>();
  for (const item of items) {
    const problem = problemOf(item);
    if (problem) problems.set(problem, (problems.get(problem) ?? 0) + 1);
  }
  return problems;
}

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const value = key(item);
    const group = groups.get(value);
    if (group) group.push(item);
    else groups.set(value, [item]);
  }
  return groups;
}
