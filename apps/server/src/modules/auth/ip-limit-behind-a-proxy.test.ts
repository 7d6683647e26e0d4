import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../../test/query-rows.ts";
import {
  type SignInHarness,
  startSignInHarness,
  uniqueEmail,
  uniqueIp,
} from "../../../test/sign-in-harness.ts";
import { SECOND } from "../../../test/test-clock.ts";

/** 20 codes per IP every 15 minutes (docs/product.md#sign-in-limits). */
const SENDS_PER_IP = 20;

/** One send-otp from `socketAddress`, carrying X-Forwarded-For when given. */
function sendFrom(
  kosh: SignInHarness,
  socketAddress: string,
  forwardedFor?: string,
) {
  kosh.clock.advance(10 * SECOND);
  return kosh.app.inject({
    method: "POST",
    url: "/api/auth/send-otp",
    payload: { email: uniqueEmail("proxied") },
    remoteAddress: socketAddress,
    headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
  });
}

async function statusesOfSends(
  count: number,
  send: (index: number) => ReturnType<typeof sendFrom>,
) {
  const statuses = [];
  for (let index = 0; index < count; index += 1) {
    statuses.push((await send(index)).statusCode);
  }
  return statuses;
}

const allowedThenRefused = [...Array<number>(SENDS_PER_IP).fill(200), 429];

describe("in production without TRUST_PROXY", () => {
  let kosh: SignInHarness;
  beforeAll(async () => {
    kosh = await startSignInHarness({
      NODE_ENV: "production",
      LOG_LEVEL: "silent",
    });
  });
  afterAll(() => kosh.close());

  it("counts a client that names a new X-Forwarded-For on every send by its socket address, and refuses the 21st", async () => {
    const socket = uniqueIp();

    const statuses = await statusesOfSends(SENDS_PER_IP + 1, (index) =>
      sendFrom(kosh, socket, `203.0.113.${index + 1}`),
    );

    expect(statuses).toEqual(allowedThenRefused);
    const recorded = await queryRows<{ request_ip: string }>(
      kosh.db,
      sql`select distinct request_ip from otp_codes where request_ip like '203.0.113.%'`,
    );
    expect(recorded).toEqual([]);
  });
});

// Development, not production: TRUST_PROXY alone decides, whatever NODE_ENV says.
describe("with TRUST_PROXY=loopback, behind a proxy on this machine", () => {
  const proxy = "127.0.0.1";
  let kosh: SignInHarness;
  beforeAll(async () => {
    kosh = await startSignInHarness({
      NODE_ENV: "development",
      TRUST_PROXY: "loopback",
      LOG_LEVEL: "silent",
    });
  });
  afterAll(() => kosh.close());

  it("counts each client by the address the proxy forwards, so twenty-one people share no limit", async () => {
    const clients = Array.from({ length: SENDS_PER_IP + 1 }, () => uniqueIp());

    const statuses = await statusesOfSends(clients.length, (index) =>
      sendFrom(kosh, proxy, clients[index]),
    );

    expect(statuses.every((status) => status === 200)).toBe(true);
    const recorded = await queryRows<{ request_ip: string }>(
      kosh.db,
      sql`select request_ip from otp_codes where request_ip <> ${proxy}`,
    );
    expect(recorded.map((row) => row.request_ip).sort()).toEqual(
      [...clients].sort(),
    );
  });

  it("refuses one forwarded client its 21st code", async () => {
    const client = uniqueIp();

    const statuses = await statusesOfSends(SENDS_PER_IP + 1, () =>
      sendFrom(kosh, proxy, client),
    );

    expect(statuses).toEqual(allowedThenRefused);
  });

  it("counts a client that forges X-Forwarded-For before the proxy appends its own address by that address", async () => {
    const client = uniqueIp();

    const statuses = await statusesOfSends(SENDS_PER_IP + 1, (index) =>
      sendFrom(kosh, proxy, `198.51.100.${index + 1}, ${client}`),
    );

    expect(statuses).toEqual(allowedThenRefused);
  });

  it("counts a client reaching Kosh directly by its socket address, whatever it forwards", async () => {
    const direct = uniqueIp();

    const statuses = await statusesOfSends(SENDS_PER_IP + 1, (index) =>
      sendFrom(kosh, direct, `198.51.100.${index + 1}`),
    );

    expect(statuses).toEqual(allowedThenRefused);
  });
});
