/**
 * What the load generator was told about every write it sent. An answered 2xx is a promise the
 * database must keep; an answered refusal (4xx) must have changed nothing; a write whose answer
 * never came (network failure, 5xx) may or may not be there, and is only reported.
 */
export type WriteOutcome = "acknowledged" | "refused" | "unknown";

export interface AddWrite {
  /** Sent as document_number, which only this write carries. */
  marker: string;
  email: string;
  outcome: WriteOutcome;
  /** The id the 201 answered with. */
  id?: string;
}

export interface RenewWrite {
  /** Sent as transaction_reason; the new investment carries it. */
  marker: string;
  email: string;
  predecessorId: string;
  outcome: WriteOutcome;
  id?: string;
}

export interface CloseWrite {
  /** Sent as transaction_reason; the closed investment carries it. */
  marker: string;
  email: string;
  id: string;
  outcome: WriteOutcome;
}

export class WriteLedger {
  readonly adds: AddWrite[] = [];
  readonly renewals: RenewWrite[] = [];
  readonly closes: CloseWrite[] = [];
  /** Anomalies the clients saw themselves (e.g. both sides of a race succeeding). */
  readonly clientAnomalies: string[] = [];
}

/** How a status settles a write. */
export function writeOutcome(status: number | "network"): WriteOutcome {
  if (status === "network" || status >= 500) return "unknown";
  return status < 300 ? "acknowledged" : "refused";
}
