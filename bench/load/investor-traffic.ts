import type { Endpoint } from "@kosh/core/api/endpoint";
import type { EndpointArgs } from "@kosh/core/api/endpoint-call";
import { endpointName } from "@kosh/core/api/index";
import { investmentEndpoints } from "@kosh/core/api/investments";
import type { Outcome } from "./http-client.ts";
import type { RequestStats } from "./request-stats.ts";
import type { SignedIn } from "./sign-in.ts";
import { writeOutcome, type WriteLedger } from "./write-ledger.ts";

export interface ReferenceIds {
  companyIds: string[];
  investTypeIds: string[];
}

interface Holding {
  id: string;
  endDate: string;
}

/** One simulated investor's view: what the server acknowledged to them so far. */
interface InvestorState {
  investor: SignedIn;
  /** Investments still active as far as this person knows, so renewals and closes are legitimate. */
  active: Holding[];
  /** Every id the server acknowledged creating for this person. */
  acknowledged: Set<string>;
  sequence: number;
}

export const KIND = {
  list: endpointName(investmentEndpoints.list),
  add: endpointName(investmentEndpoints.create),
  renew: endpointName(investmentEndpoints.renew),
  close: endpointName(investmentEndpoints.close),
  race: "renew racing renew or close, same id",
} as const;

/** Shares of the actions a person takes; the rest of the time they read their list. */
const SHARES = { add: 0.25, renew: 0.15, close: 0.04, race: 0.04 };

export interface InvestorTrafficOptions {
  runId: string;
  references: ReferenceIds;
  stats: RequestStats;
  ledger: WriteLedger;
  /** Mean pause between one person's requests, as they read the answer. */
  thinkMs: number;
}

export class InvestorTraffic {
  private readonly states: InvestorState[];

  constructor(
    investors: SignedIn[],
    private readonly options: InvestorTrafficOptions,
  ) {
    this.states = investors.map((investor) => ({
      investor,
      active: [],
      acknowledged: new Set(),
      sequence: 0,
    }));
  }

  /** Each person adds `count` investments before the measured window, not counted in the figures. */
  async seed(count: number): Promise<void> {
    await Promise.all(
      this.states.map(async (state) => {
        for (let index = 0; index < count; index += 1)
          await this.add(state, false);
      }),
    );
  }

  /** Every person acts, pauses, acts again… until `until` (performance.now()). */
  async run(until: number): Promise<void> {
    await Promise.all(this.states.map((state) => this.person(state, until)));
  }

  /** What each person was acknowledged, for comparing their final list. */
  acknowledgedIds(): Map<SignedIn, Set<string>> {
    return new Map(
      this.states.map((state) => [state.investor, state.acknowledged]),
    );
  }

  private async person(state: InvestorState, until: number): Promise<void> {
    // Start spread out, as people do, instead of all in the same millisecond.
    await sleep(Math.random() * this.options.thinkMs * 2);
    while (performance.now() < until) {
      const roll = Math.random();
      const holding =
        state.active.length > 0 ? randomItem(state.active) : undefined;
      if (roll < SHARES.add || !holding) await this.add(state, true);
      else if (roll < SHARES.add + SHARES.renew)
        await this.renew(state, holding);
      else if (roll < SHARES.add + SHARES.renew + SHARES.close)
        await this.close(state, holding);
      else if (roll < SHARES.add + SHARES.renew + SHARES.close + SHARES.race)
        await this.race(state, holding);
      else await this.list(state);
      await sleep(Math.random() * this.options.thinkMs * 2);
    }
  }

  private marker(state: InvestorState, action: string): string {
    state.sequence += 1;
    return `${action}-${this.options.runId}-${state.investor.email.split("@")[0]}-${state.sequence}`;
  }

  private async list(state: InvestorState): Promise<void> {
    const expected = [...state.acknowledged];
    const outcome = await this.send(state, investmentEndpoints.list, {});
    this.options.stats.record(KIND.list, outcome, [200]);
    if (outcome.kind !== "answer" || !outcome.ok) return;
    const listed = new Set(outcome.body.map((row) => row.id));
    const missing = expected.filter((id) => !listed.has(id));
    if (missing.length > 0) {
      this.options.stats.recordError(
        KIND.list,
        "acknowledged investment missing from the list",
      );
      this.options.ledger.clientAnomalies.push(
        `${state.investor.email}'s list lacked ${missing.length} acknowledged investment(s), e.g. ${missing[0]}`,
      );
    }
  }

  private async add(state: InvestorState, measured: boolean): Promise<void> {
    const { references } = this.options;
    const startYear = 2019 + Math.floor(Math.random() * 7);
    const month = String(1 + Math.floor(Math.random() * 12)).padStart(2, "0");
    const day = String(1 + Math.floor(Math.random() * 28)).padStart(2, "0");
    const startDate = `${startYear}-${month}-${day}`;
    const endDate = `${startYear + 1 + Math.floor(Math.random() * 5)}-${month}-${day}`;
    const marker = this.marker(state, "add");
    const outcome = await this.send(state, investmentEndpoints.create, {
      body: {
        company_id: randomItem(references.companyIds),
        invest_type_id: randomItem(references.investTypeIds),
        principal_amount: 1_000 * (1 + Math.floor(Math.random() * 1_000)),
        rate_of_interest: Math.round((5 + Math.random() * 4) * 10) / 10,
        start_date: startDate,
        end_date: endDate,
        document_number: marker,
        account_number: `AC${state.sequence}`,
      },
    });
    if (measured) this.options.stats.record(KIND.add, outcome, [201]);
    const result = writeOutcome(statusOf(outcome));
    const id = result === "acknowledged" ? idOf(outcome) : undefined;
    this.options.ledger.adds.push({
      marker,
      email: state.investor.email,
      outcome: result,
      id,
    });
    if (id) {
      state.acknowledged.add(id);
      state.active.push({ id, endDate });
    }
  }

  private renewRequest(state: InvestorState, holding: Holding) {
    const marker = this.marker(state, "renew");
    const [year, rest] = [
      Number(holding.endDate.slice(0, 4)),
      holding.endDate.slice(4),
    ];
    const body = {
      new_end_date: `${year + 1 + Math.floor(Math.random() * 3)}${rest}`,
      new_rate: Math.round((5 + Math.random() * 4) * 10) / 10,
      transaction_reason: marker,
    };
    return { marker, body };
  }

  /** Settles a renewal in the ledger and in the person's view; true when it was acknowledged. */
  private settleRenewal(
    state: InvestorState,
    holding: Holding,
    marker: string,
    newEndDate: string,
    outcome: InvestmentWrite,
  ): boolean {
    const result = writeOutcome(statusOf(outcome));
    const id = result === "acknowledged" ? idOf(outcome) : undefined;
    this.options.ledger.renewals.push({
      marker,
      email: state.investor.email,
      predecessorId: holding.id,
      outcome: result,
      id,
    });
    // Whatever happened, unless it was refused the old one is no longer certainly active.
    if (result !== "refused") removeHolding(state, holding.id);
    if (id) {
      state.acknowledged.add(id);
      state.active.push({ id, endDate: newEndDate });
    }
    return result === "acknowledged";
  }

  private settleClose(
    state: InvestorState,
    holding: Holding,
    marker: string,
    outcome: Outcome,
  ): boolean {
    const result = writeOutcome(statusOf(outcome));
    this.options.ledger.closes.push({
      marker,
      email: state.investor.email,
      id: holding.id,
      outcome: result,
    });
    if (result !== "refused") removeHolding(state, holding.id);
    return result === "acknowledged";
  }

  private async renew(state: InvestorState, holding: Holding): Promise<void> {
    const { marker, body } = this.renewRequest(state, holding);
    const outcome = await this.send(state, investmentEndpoints.renew, {
      params: { id: holding.id },
      body,
    });
    this.options.stats.record(KIND.renew, outcome, [201]);
    this.settleRenewal(state, holding, marker, body.new_end_date, outcome);
  }

  private closeRequest(state: InvestorState, holding: Holding) {
    const marker = this.marker(state, "close");
    return {
      marker,
      send: () =>
        this.send(state, investmentEndpoints.close, {
          params: { id: holding.id },
          body: { transaction_reason: marker },
        }),
    };
  }

  private async close(state: InvestorState, holding: Holding): Promise<void> {
    const { marker, send } = this.closeRequest(state, holding);
    const outcome = await send();
    this.options.stats.record(KIND.close, outcome, [200]);
    this.settleClose(state, holding, marker, outcome);
  }

  /**
   * The same investment renewed twice at once (a double click, two tabs), or renewed and closed
   * at once: exactly one may succeed, the other must get 409 and change nothing.
   */
  private async race(state: InvestorState, holding: Holding): Promise<void> {
    const first = this.renewRequest(state, holding);
    const renew = (body: typeof first.body) =>
      this.send(state, investmentEndpoints.renew, {
        params: { id: holding.id },
        body,
      });
    const secondIsClose = Math.random() < 0.5;
    const second = secondIsClose
      ? this.closeRequest(state, holding)
      : this.renewRequest(state, holding);
    const [a, b] = await Promise.all([
      renew(first.body),
      "send" in second ? second.send() : renew(second.body),
    ]);
    this.options.stats.record(KIND.race, a, [201, 409]);
    this.options.stats.record(
      KIND.race,
      b,
      secondIsClose ? [200, 409] : [201, 409],
    );
    const won = [
      this.settleRenewal(
        state,
        holding,
        first.marker,
        first.body.new_end_date,
        a,
      ),
    ];
    if ("send" in second)
      won.push(this.settleClose(state, holding, second.marker, b));
    else
      won.push(
        this.settleRenewal(
          state,
          holding,
          second.marker,
          second.body.new_end_date,
          b,
        ),
      );
    const answered = [a, b].every(
      (outcome) => outcome.kind === "answer" && outcome.status < 500,
    );
    const winners = won.filter(Boolean).length;
    if (winners > 1 || (answered && winners === 0)) {
      this.options.stats.recordError(KIND.race, `${winners} of 2 succeeded`);
      this.options.ledger.clientAnomalies.push(
        `race on ${holding.id} (${state.investor.email}): ${winners} of 2 requests succeeded`,
      );
    }
  }

  private send<Entry extends Endpoint>(
    state: InvestorState,
    entry: Entry,
    args: EndpointArgs<Entry>,
  ) {
    return state.investor.client.send(entry, args, state.investor.token);
  }
}

function statusOf(outcome: Outcome): number | "network" {
  return outcome.kind === "answer" ? outcome.status : "network";
}

/** What a write answers: the investment added, renewed into, or closed. */
type InvestmentWrite =
  | Outcome<typeof investmentEndpoints.create>
  | Outcome<typeof investmentEndpoints.renew>
  | Outcome<typeof investmentEndpoints.close>;

/** The id of the investment a write answered with. */
function idOf(outcome: InvestmentWrite): string | undefined {
  return outcome.kind === "answer" && outcome.ok ? outcome.body.id : undefined;
}

function removeHolding(state: InvestorState, id: string): void {
  state.active = state.active.filter((holding) => holding.id !== id);
}

function randomItem<T>(items: readonly T[]): T {
  return items[Math.floor(Math.random() * items.length)]!;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
