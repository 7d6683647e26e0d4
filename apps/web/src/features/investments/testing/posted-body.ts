import { endpointPath } from "@kosh/core/api/endpoint-call";
import { investmentEndpoints } from "@kosh/core/api/investments";
import type { Investment } from "@kosh/core/contracts/investments";
import { expect } from "vitest";
import type { FakeRequest } from "../../../testing/fake-api.ts";
import { serverInvestment } from "../../../testing/fake-api-data.ts";

/** The body of the one POST /api/investments among `requests` (the test fails on none or two). */
export function postedBody(requests: FakeRequest[]) {
  const posts = requests.filter(
    (request) =>
      request.method === "POST" &&
      request.path === endpointPath(investmentEndpoints.create),
  );
  expect(posts).toHaveLength(1);
  return posts[0]!.body as Record<string, unknown>;
}

/**
 * What the server answers a POST /api/investments with: the posted investment as stored, "created"
 * by id, without a maturity amount when none was sent.
 */
export function createdInvestment(request: FakeRequest): Investment {
  const body = request.body as Partial<Investment>;
  return serverInvestment({
    ...body,
    maturity_amount: body.maturity_amount ?? null,
    id: "created",
  });
}
