import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inviteUser, startKoshServer } from "@kosh/testing/kosh-server";
import { startSmtpCapture } from "@kosh/testing/smtp-capture";
import type { FullConfig } from "@playwright/test";
import { E2E_OPERATOR } from "../fixtures/operator.ts";
import { signInEarly } from "../fixtures/people.ts";
import {
  ADMIN_EMAIL,
  earlySignInEmail,
  TEST_USERS,
} from "../fixtures/test-users.ts";

/**
 * Starts what the specs drive: a real SMTP capture and the real built server on a throw-away
 * data directory, with a few users invited beforehand and a person of each project's signed in.
 * Returns the teardown.
 */
export default async function globalSetup(
  config: FullConfig,
): Promise<() => Promise<void>> {
  const workDir = await mkdtemp(join(tmpdir(), "kosh-e2e-"));
  const dataDir = join(workDir, "data");
  const mailDir = join(workDir, "mail");
  const logFile = join(workDir, "server.log");
  await mkdir(mailDir);
  // Workers inherit the environment of this process: this is how specs find the mailbox.
  process.env.KOSH_E2E_MAIL_DIR = mailDir;

  const port = Number(process.env.KOSH_E2E_PORT);
  const smtp = await startSmtpCapture({ mailDir });
  const env = {
    NODE_ENV: "test",
    // Under test the server is silent by default; its log file should still explain a failure.
    LOG_LEVEL: "info",
    SMTP_URL: smtp.url,
    ADMIN_EMAIL,
    OPERATOR_NAME: E2E_OPERATOR.name,
    OPERATOR_EMAIL: E2E_OPERATOR.email,
  };
  console.log(`[e2e] server log: ${logFile}`);

  try {
    // The invite CLI needs the data directory to itself, so it runs before the server takes the lock.
    const projects = config.projects.map((project) => project.name);
    for (const email of [...TEST_USERS, ...projects.map(earlySignInEmail)])
      inviteUser(email, { dataDir, env });
    const server = await startKoshServer({ port, dataDir, logFile, env });
    console.log(
      `[e2e] Kosh answered at ${server.baseUrl} after ${Math.round(server.startupMs)} ms`,
    );
    try {
      for (const project of projects) await signInEarly(project);
    } catch (error) {
      await server.stop();
      throw error;
    }

    return async () => {
      await server.stop();
      await smtp.close();
      if (process.env.KOSH_E2E_KEEP) console.log(`[e2e] kept ${workDir}`);
      else await rm(workDir, { recursive: true, force: true });
    };
  } catch (error) {
    await smtp.close();
    throw error;
  }
}
