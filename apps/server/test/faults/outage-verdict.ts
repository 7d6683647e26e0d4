import type { Answer } from "./kosh-over-http.ts";

/**
 * How PostgreSQL goes away: `pg_ctl stop -m immediate` (connections dropped at once), `-m fast`
 * (sessions ended with admin_shutdown), or frozen (SIGSTOP: nothing answers, nothing closes).
 */
export type OutageMode = "immediate" | "fast" | "frozen";

/** When one outage's steps happened, in ms on the test's clock (performance.now()). */
export interface Outage {
  mode: OutageMode;
  /** `pg_ctl stop` (or the freeze) was run… */
  stopAt: number;
  /** …and returned: PostgreSQL is gone. */
  stoppedAt: number;
  /** `pg_ctl start` (or the thaw) was run… */
  startAt: number;
  /** …and returned: PostgreSQL accepts connections again. */
  startedAt: number;
  /** The end of the calm that followed. */
  until: number;
}

export interface OutageVerdict {
  mode: OutageMode;
  /** Requests sent and answered while PostgreSQL was certainly down. */
  whileDown: Answer[];
  /** From the stop (or freeze) to the first 503 a client received. */
  timeTo503Ms: number;
  /** The slowest answer of the outage, from the stop until PostgreSQL was back. */
  slowestWhileDownMs: number;
  /** From PostgreSQL accepting connections again to the first success a client received. */
  recoveryMs: number;
  /** Requests sent after that first success, until the next outage. */
  afterRecovery: Answer[];
  healthWhileDown: Answer[];
  healthAfterRecovery: Answer[];
}

/** Splits the answers around one outage and measures what a client saw. */
export function judgeOutage(
  outage: Outage,
  answers: Answer[],
  healthAnswers: Answer[],
): OutageVerdict {
  const down = (answer: Answer) =>
    answer.startedAt >= outage.stoppedAt && answer.endedAt <= outage.startAt;
  const first503 = Math.min(
    ...answers
      .filter((a) => a.status === 503 && a.endedAt >= outage.stopAt)
      .map((a) => a.endedAt),
  );
  const firstSuccess = Math.min(
    ...answers
      .filter((a) => a.status < 300 && a.startedAt >= outage.startAt)
      .map((a) => a.endedAt),
  );
  const recovered = (answer: Answer) =>
    answer.startedAt >= firstSuccess && answer.startedAt < outage.until;
  return {
    mode: outage.mode,
    whileDown: answers.filter(down),
    timeTo503Ms: first503 - outage.stopAt,
    slowestWhileDownMs: Math.max(
      0,
      ...answers
        .filter(
          (a) => a.endedAt >= outage.stopAt && a.startedAt < outage.startedAt,
        )
        .map((a) => a.endedAt - a.startedAt),
    ),
    recoveryMs: Math.max(0, firstSuccess - outage.startedAt),
    afterRecovery: answers.filter(recovered),
    healthWhileDown: healthAnswers.filter(down),
    healthAfterRecovery: healthAnswers.filter(recovered),
  };
}
