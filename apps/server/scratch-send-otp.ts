import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startSmtpCapture } from "@kosh/testing/smtp-capture";
import { loadConfig } from "./src/config.ts";
import { startKosh } from "./src/startup.ts";
import { sendOtpTiming } from "../../bench/figures/send-otp-timing.ts";

const smtp = await startSmtpCapture();
const app = await startKosh(
  loadConfig({
    NODE_ENV: "development",
    LOG_LEVEL: "warn",
    SMTP_URL: smtp.url,
    DATA_DIR: mkdtempSync(join(tmpdir(), "kosh-otp-")),
    ADMIN_EMAIL: "admin@example.com",
  }),
);
await app.listen({ port: 0, host: "127.0.0.1" });
const timing = await sendOtpTiming(app.listeningOrigin, smtp.mailbox, "admin@example.com");
console.log(JSON.stringify(timing));
await app.close();
await smtp.close();
