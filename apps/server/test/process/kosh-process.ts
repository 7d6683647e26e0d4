import { type ChildProcess, spawn } from "node:child_process";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { ensureServerBundle, serverBundle } from "../../build.mjs";
import { mimeTextParts } from "../mime-parts.ts";
import type { SmtpCapture } from "../smtp-capture.ts";

const repoRoot = fileURLToPath(new URL("../../../../", import.meta.url));

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** The real server as `npm start` runs it (the esbuild bundle under plain Node), in its own process. */
export interface KoshProcess {
  child: ChildProcess;
  pid: number;
  origin: string;
  port: number;
  /** Milliseconds from spawning Node to the first 200 on /api/health. */
  startupMs: number;
  /** The server's JSON log lines so far (LOG_LEVEL=info), parsed. */
  log(): Record<string, unknown>[];
  /** Resolves once the log so far satisfies `condition`, or rejects after `timeoutMs`. */
  logShows(
    condition: (log: Record<string, unknown>[]) => boolean,
    timeoutMs?: number,
  ): Promise<void>;
  /** Everything the server wrote, for a failure message. */
  output(): string;
  exited: Promise<Exit>;
}

export interface KoshProcessOptions {
  dataDir: string;
  smtp: SmtpCapture;
  /** Invited as admin at start-up when the database has no admin yet. */
  adminEmail: string;
}

/**
 * Bundles the server if its sources changed (what `npm start` does first), then runs the bundle
 * on a port the OS picks and waits for /api/health. The web build is left out: these tests only
 * speak to the API, and `npm test` runs before the web app is built.
 */
export async function startKoshProcess({
  dataDir,
  smtp,
  adminEmail,
}: KoshProcessOptions): Promise<KoshProcess> {
  await ensureServerBundle();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "test",
    HOST: "127.0.0.1",
    PORT: "0",
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    ADMIN_EMAIL: adminEmail,
    LOG_LEVEL: "info",
  };
  for (const name of ["DATABASE_URL", "INIT_CWD", "PUBLIC_URL"])
    delete env[name];

  const startedAt = performance.now();
  const child = spawn(process.execPath, [serverBundle], {
    cwd: repoRoot,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const lines: Record<string, unknown>[] = [];
  const waiters = new Set<() => void>();
  let partial = "";
  child.stdout.on("data", (chunk: Buffer) => {
    output += chunk.toString();
    partial += chunk.toString();
    const complete = partial.split("\n");
    partial = complete.pop() ?? "";
    for (const line of complete) {
      if (line.startsWith("{")) lines.push(JSON.parse(line) as never);
    }
    for (const wake of waiters) wake();
  });
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<Exit>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );

  const origin = await new Promise<string>((resolve, reject) => {
    const look = () => {
      const url = /Kosh is running at (http:\/\/\S+)/.exec(output)?.[1];
      if (url) resolve(url);
    };
    child.stdout.on("data", look);
    void exited.then((exit) =>
      reject(
        new Error(
          `The server exited (${JSON.stringify(exit)}) before listening:\n${output}`,
        ),
      ),
    );
  });
  const health = await fetch(`${origin}/api/health`);
  if (health.status !== 200)
    throw new Error(`/api/health answered ${health.status} after start`);
  const startupMs = performance.now() - startedAt;

  const self: KoshProcess = {
    child,
    pid: child.pid!,
    origin,
    port: Number(new URL(origin).port),
    startupMs,
    log: () => lines,
    output: () => output,
    exited,
    logShows(condition, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (!condition(lines)) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(
              `The log did not show it within ${timeoutMs} ms:\n${output}`,
            ),
          );
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
  };
  return self;
}

/** Signs in as a person does over HTTP: ask for a code, read it from the mail, send it back. */
export async function signIn(
  origin: string,
  smtp: SmtpCapture,
  email: string,
): Promise<string> {
  const sent = await postJson(origin, "/api/auth/send-otp", { email });
  if (sent.status !== 200)
    throw new Error(`send-otp answered ${sent.status}: ${await sent.text()}`);
  const mail = smtp.mailsTo(email).at(-1);
  const text =
    mimeTextParts(mail?.raw ?? "").find(
      (part) => part.contentType === "text/plain",
    )?.text ?? "";
  const otp = /sign-in code is (\d{6})/.exec(text)?.[1];
  if (!otp) throw new Error(`No sign-in code reached ${email}`);
  const verified = await postJson(origin, "/api/auth/verify-otp", {
    email,
    otp,
  });
  if (verified.status !== 200)
    throw new Error(`verify-otp answered ${verified.status}`);
  const body = (await verified.json()) as { session: { access_token: string } };
  return body.session.access_token;
}

export function postJson(
  origin: string,
  path: string,
  body: unknown,
  token?: string,
): Promise<Response> {
  return fetch(`${origin}${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
}

export async function getJson<T>(
  origin: string,
  path: string,
  token: string,
): Promise<T> {
  const response = await fetch(`${origin}${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (response.status !== 200)
    throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** A company and an investment type from the reference lists seeded at first start. */
export async function seededReferences(
  origin: string,
  token: string,
): Promise<{ companyId: string; investTypeId: string }> {
  const [companies, investTypes] = await Promise.all([
    getJson<{ id: string }[]>(origin, "/api/admin/companies", token),
    getJson<{ id: string }[]>(origin, "/api/admin/invest-types", token),
  ]);
  if (!companies[0] || !investTypes[0])
    throw new Error("The reference lists were not seeded");
  return { companyId: companies[0].id, investTypeId: investTypes[0].id };
}

/** A valid new-investment body whose document number names it. */
export function newInvestment(
  references: { companyId: string; investTypeId: string },
  documentNumber: string,
) {
  return {
    company_id: references.companyId,
    invest_type_id: references.investTypeId,
    principal_amount: 100_000,
    rate_of_interest: 7.1,
    start_date: "2026-01-01",
    end_date: "2027-01-01",
    document_number: documentNumber,
  };
}
