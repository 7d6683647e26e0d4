import { setTimeout as sleep } from "node:timers/promises";
import type { Answer, Call, Person } from "./kosh-over-http.ts";

export interface InvestmentLoad {
  /** Every answer to the people's requests, in the order they came back. */
  answers: Answer[];
  /** The monitor's GET /api/health answers. */
  healthAnswers: Answer[];
  /** document_number → id of every investment Kosh answered 201 for. */
  acknowledged: Map<string, string>;
  /** Ends the loops after their current request and waits for them. */
  stop(): Promise<void>;
}

/** Marks the investments the load adds, so a check can find them all in the database. */
export const LOAD_DOCUMENT_PREFIX = "fault-";

/**
 * Each person lists their investments and adds one, over and over, each addition with its own
 * document number; a monitor polls /api/health every 100 ms, as a load balancer would.
 */
export function startInvestmentLoad(
  call: Call,
  people: Person[],
): InvestmentLoad {
  const answers: Answer[] = [];
  const healthAnswers: Answer[] = [];
  const acknowledged = new Map<string, string>();
  let running = true;

  const loops = people.map(async ({ token }, index) => {
    const [company, investType] = await Promise.all([
      firstId(call, "/api/admin/companies", token),
      firstId(call, "/api/admin/invest-types", token),
    ]);
    for (let sequence = 0; running; sequence += 1) {
      answers.push(await call("GET", "/api/investments", { token }));
      const documentNumber = `${LOAD_DOCUMENT_PREFIX}${index}-${sequence}`;
      const added = await call("POST", "/api/investments", {
        token,
        body: {
          company_id: company,
          invest_type_id: investType,
          principal_amount: 100_000 + sequence,
          rate_of_interest: 7.5,
          start_date: "2025-04-01",
          end_date: "2026-04-01",
          document_number: documentNumber,
        },
      });
      answers.push(added);
      if (added.status === 201)
        acknowledged.set(documentNumber, JSON.parse(added.body).id);
      await sleep(20);
    }
  });
  const monitor = (async () => {
    while (running) {
      healthAnswers.push(await call("GET", "/api/health"));
      await sleep(100);
    }
  })();

  return {
    answers,
    healthAnswers,
    acknowledged,
    async stop() {
      running = false;
      await Promise.all([...loops, monitor]);
    },
  };
}

async function firstId(call: Call, path: string, token: string) {
  const listed = await call("GET", path, { token });
  const first = (JSON.parse(listed.body) as { id: string }[])[0];
  if (!first) throw new Error(`${path} answered ${listed.status}: empty`);
  return first.id;
}
