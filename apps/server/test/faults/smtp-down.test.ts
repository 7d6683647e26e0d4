import { createServer, type Server, type Socket } from "node:net";
import { performance } from "node:perf_hooks";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_UNAVAILABLE_MESSAGE } from "../../src/modules/auth/sign-in-rules.ts";
import {
  type SignInHarness,
  startSignInHarness,
  uniqueEmail,
} from "../sign-in-harness.ts";
import { type SmtpCapture, startSmtpCapture } from "@kosh/testing/smtp-capture";
import { SECOND } from "../test-clock.ts";
import { type ReportRow, reportFaults } from "./fault-report.ts";

/**
 * The mail server goes away while Kosh runs. A code asked for before anyone knew stays in the mail
 * queue; once the worker's attempt failed, asking for a code answers 503 with the sign-in screen's
 * message (docs/product.md#messages) to every address alike, whether the mail server refuses
 * connections or takes them and never speaks; once the mail server is back the queued code is
 * delivered, without a restart, and signs the person in. The SMTP servers are real sockets on the
 * port SMTP_URL names; nothing of Kosh's is mocked.
 */

/**
 * The web app gives up on a request after 60 s (docs/product.md#limits-and-constants); the answer
 * must come well before.
 */
const HUNG_SERVER_LIMIT_MS = 15_000;

interface Timed {
  response: LightMyRequestResponse;
  ms: number;
}

let kosh: SignInHarness;
let port: number;
let mailServerBack: SmtpCapture | undefined;
const reachedEmail = uniqueEmail("smtp-up");
const strandedEmail = uniqueEmail("smtp-down");
const invitedEmail = uniqueEmail("smtp-down-invited");
const strangerEmail = uniqueEmail("smtp-down-stranger");
let queuedWhileDown: Timed;
let refused: Timed;
let refusedStranger: Timed;
let refusedResend: Timed;
let hung: Timed;
let hungAttemptMs: number;
let afterReturn: Timed;
let signedInAfterReturn: LightMyRequestResponse;

beforeAll(async () => {
  kosh = await startSignInHarness();
  port = Number(new URL(kosh.smtp.url).port);
  await kosh.invite(reachedEmail);
  await kosh.invite(strandedEmail);
  await kosh.invite(invitedEmail);
  const first = await kosh.sendCode(reachedEmail);
  if (first.statusCode !== 200)
    throw new Error(`with the mail server up: ${first.body}`);

  await kosh.smtp.close();
  // Queued at once; the harness waits for the worker, whose attempt is refused.
  queuedWhileDown = await timed(() => kosh.sendCode(strandedEmail));
  // A refused request makes no code, so the same address may ask again at once.
  refused = await timed(() => kosh.sendCode(invitedEmail));
  refusedStranger = await timed(() => kosh.sendCode(strangerEmail));
  refusedResend = await timed(() => kosh.resendCode(invitedEmail));

  const silent = await startSilentServer(port);
  try {
    hung = await timed(() => kosh.sendCode(invitedEmail));
    // The retry is due: the worker meets the silent server and gives up on this attempt.
    kosh.clock.advance(20 * SECOND);
    const started = performance.now();
    await kosh.app.mailQueue.drain();
    hungAttemptMs = performance.now() - started;
  } finally {
    await silent.close();
  }

  mailServerBack = await startSmtpCapture({ port });
  kosh.clock.advance(60 * SECOND);
  await kosh.app.mailQueue.drain();
  signedInAfterReturn = await kosh.verify(
    strandedEmail,
    mailServerBack.latestCode(strandedEmail),
  );
  afterReturn = await timed(() => kosh.sendCode(strangerEmail));
  await reportFaults("SMTP down", reportRows());
}, 60_000);

afterAll(async () => {
  await Promise.all([kosh?.close(), mailServerBack?.close()]);
});

const unavailableBody = {
  statusCode: 503,
  code: "SERVICE_UNAVAILABLE",
  error: "Service Unavailable",
  message: AUTH_UNAVAILABLE_MESSAGE,
};

describe("the mail server going away while people sign in", () => {
  it("queues a code asked for before the failure is known, answering at once", () => {
    expect(queuedWhileDown.response.statusCode).toBe(200);
    expect(queuedWhileDown.ms).toBeLessThan(HUNG_SERVER_LIMIT_MS);
  });

  it("then answers 503, the sign-in screen's message and Retry-After to every address alike while the mail server refuses connections", () => {
    for (const answer of [refused, refusedStranger, refusedResend]) {
      expect(answer.response.statusCode).toBe(503);
      expect(answer.response.json()).toEqual(unavailableBody);
      expect(Number(answer.response.headers["retry-after"])).toBeGreaterThan(0);
    }
  });

  it("answers the same 503 at once while the mail server takes connections and never speaks, and the worker's attempt gives up well within the app's 60 s", () => {
    expect(hung.response.statusCode).toBe(503);
    expect(hung.response.json()).toEqual(unavailableBody);
    expect(hung.ms).toBeLessThan(HUNG_SERVER_LIMIT_MS);
    expect(hungAttemptMs).toBeLessThan(HUNG_SERVER_LIMIT_MS);
  });

  it("delivers the queued code once the mail server is back, without a restart, and the code signs the person in", () => {
    expect(mailServerBack?.mailsTo(strandedEmail)).toHaveLength(1);
    expect(signedInAfterReturn.statusCode).toBe(200);
    // The refused requests made no code, so they did not count: no 60-second wait.
    expect(afterReturn.response.statusCode).toBe(200);
  });
});

async function timed(
  request: () => Promise<LightMyRequestResponse>,
): Promise<Timed> {
  const started = performance.now();
  const response = await request();
  return { response, ms: performance.now() - started };
}

/** Accepts SMTP connections and never sends the greeting: a hung or overloaded mail server. */
async function startSilentServer(
  listenPort: number,
): Promise<{ close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(listenPort, "127.0.0.1", () => resolve());
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** The figures for docs/reliability.md, judged as the tests above judge them. */
function reportRows(): ReportRow[] {
  const ms = (value: number) => `${Math.round(value).toLocaleString("en")} ms`;
  const answersUnavailable = ({ response }: Timed) =>
    response.statusCode === 503 &&
    response.json().message === AUTH_UNAVAILABLE_MESSAGE;
  return [
    {
      check:
        "code asked for before the failure is known → queued, answered at once",
      result: `send-otp answered ${queuedWhileDown.response.statusCode} in ${ms(queuedWhileDown.ms)}`,
      passed: queuedWhileDown.response.statusCode === 200,
    },
    {
      check:
        "mail server refusing connections → 503 with the sign-in screen's message, to every address alike",
      result: `send-otp (invited, uninvited) and resend-otp answered ${refused.response.statusCode}, ${refusedStranger.response.statusCode}, ${refusedResend.response.statusCode} in ${ms(refused.ms)}, Retry-After: ${refused.response.headers["retry-after"]}, "${refused.response.json().message}"`,
      passed:
        answersUnavailable(refused) &&
        answersUnavailable(refusedStranger) &&
        answersUnavailable(refusedResend),
    },
    {
      check:
        "mail server taking connections and never greeting → the same 503 at once; the worker's attempt gives up before the app's 60 s",
      result: `answered ${hung.response.statusCode} after ${ms(hung.ms)}; the attempt gave up after ${ms(hungAttemptMs)}`,
      passed:
        answersUnavailable(hung) &&
        hung.ms < HUNG_SERVER_LIMIT_MS &&
        hungAttemptMs < HUNG_SERVER_LIMIT_MS,
    },
    {
      check:
        "the queued code is delivered once the mail server is back (no restart)",
      result: `${mailServerBack?.mailsTo(strandedEmail).length ?? 0} mail delivered; it signed the person in (${signedInAfterReturn.statusCode}); send-otp then answered ${afterReturn.response.statusCode}`,
      passed:
        signedInAfterReturn.statusCode === 200 &&
        afterReturn.response.statusCode === 200,
    },
  ];
}
