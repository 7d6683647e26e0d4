import { endpointPath } from "@kosh/core/api/endpoint-call";
import { investmentEndpoints } from "@kosh/core/api/investments";
import { expect } from "vitest";
import type { FakeRequest } from "../../../testing/fake-api.ts";

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
