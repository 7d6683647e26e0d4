import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { healthEndpoints } from "@kosh/core/api/health";
import { isDiskFull, loggableMessage } from "../../db/database-errors.ts";
import { Unavailable } from "../../errors.ts";
import { endpointRoute } from "../../plugins/endpoint-route.ts";

/** A dependency probe: resolves when the dependency answers, rejects (or hangs) when it does not. */
export type HealthCheck = () => Promise<unknown>;

export interface HealthRoutesOptions {
  /** Named probes, e.g. `{ database: () => probeDatabaseWrite(db) }`; none means "the process is up". */
  checks?: Record<string, HealthCheck>;
  /** A probe slower than this counts as down: a load balancer must not wait on a hung database. */
  timeoutMs?: number;
}

export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (
  app,
  { checks = {}, timeoutMs = 2_000 },
) => {
  endpointRoute(app, healthEndpoints.health, async (request) => {
    const probes = Object.entries(checks);
    const results = await Promise.allSettled(
      probes.map(([, check]) => withTimeout(check(), timeoutMs)),
    );
    const failures = probes.flatMap(([name], index) => {
      const result = results[index];
      if (result?.status !== "rejected") return [];
      // A full disk answers reads: the dependency is there, but cannot store anything.
      const state = isDiskFull(result.reason)
        ? "cannot write (its disk is full)"
        : "not reachable";
      return [{ name, state, reason: loggableMessage(result.reason) }];
    });
    if (failures.length > 0) {
      request.log.warn({ failures }, "health check failed");
      // Read by load balancers and operators, not by a person on a page; it names each probe by
      // its name in the configuration, so it stays in English (docs/architecture.md#health).
      throw new Unavailable(
        // eslint-disable-next-line kosh/no-literal-error-message
        `Kosh is not healthy: ${failures.map((failure) => `${failure.name} ${failure.state}`).join(", ")}. Please try again in a few moments.`,
      );
    }
    return {
      status: "ok" as const,
      checks: Object.fromEntries(probes.map(([name]) => [name, "ok" as const])),
    };
  });
};

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${ms} ms`)),
      ms,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
