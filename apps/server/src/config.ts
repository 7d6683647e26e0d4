import { isIP } from "node:net";
import type { Operator } from "@kosh/core/contracts/operator";
import { z } from "zod";

/** proxy-addr's names for the private ranges a reverse proxy usually sits in. */
const NAMED_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

/** An IP address, or a CIDR range whose prefix proxy-addr accepts (1–32 for IPv4, 1–128 for IPv6). */
function isAddressOrRange(entry: string): boolean {
  const [address = "", prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return (
    /^\d{1,3}$/.test(prefix) &&
    Number(prefix) >= 1 &&
    Number(prefix) <= (version === 4 ? 32 : 128)
  );
}

/**
 * Which peers may set X-Forwarded-For, in the form Fastify's `trustProxy` takes. Unset trusts
 * nobody: otherwise any client could name its own address and slip the per-IP sign-in limit.
 */
const trustProxySchema = z
  .string()
  .optional()
  .transform((value, ctx): boolean | string[] => {
    if (value === undefined || value === "false") return false;
    if (value === "true") return true;
    if (/^\d+$/.test(value)) {
      // Fastify 5.12.1 dropped hop counts: they cannot tell a proxy from a client reaching Kosh directly.
      ctx.addIssue({
        code: "custom",
        message: `a hop count (${value}) is not accepted, because it cannot tell a proxy from a client that reaches Kosh directly; list the proxy's addresses instead, e.g. loopback or 10.0.0.0/8`,
      });
      return z.NEVER;
    }
    const entries = value.split(",").map((entry) => entry.trim());
    const wrong = entries.filter(
      (entry) => !NAMED_RANGES.has(entry) && !isAddressOrRange(entry),
    );
    if (wrong.length > 0) {
      ctx.addIssue({
        code: "custom",
        message: `cannot trust ${wrong.map((entry) => `"${entry}"`).join(", ")}: give true, false, or a comma-separated list of IP addresses, CIDR ranges (10.0.0.0/8), loopback, linklocal or uniquelocal`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** A whole number of seconds from 1 to `max`. */
function wholeSeconds(max: number) {
  const error = `must be a whole number of seconds from 1 to ${max}`;
  return z.coerce
    .number({ error })
    .int({ error })
    .min(1, { error })
    .max(max, { error });
}

/**
 * The operator's name as people read it on the privacy page and at the foot of every mail: one
 * line of text, no control characters (it goes into mail bodies and HTML).
 */
const operatorNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(200, { error: "must be at most 200 characters" })
  .refine((name) => !/\p{Cc}/u.test(name), {
    error: "must be one line of text without control characters",
  });

/** Settings that production refuses to start without, and why (decision 0054 for the operator's). */
const REQUIRED_IN_PRODUCTION = {
  SMTP_URL:
    "is required in production (the console mail transport is for development only)",
  OPERATOR_NAME:
    "is required in production: the privacy page and every mail name who holds people's data (docs/decisions/0054-the-operator-named-in-configuration.md)",
  OPERATOR_EMAIL:
    "is required in production: the privacy page and every mail give the address people write to about their data (docs/decisions/0054-the-operator-named-in-configuration.md)",
} as const;

const configSchema = z
  .object({
    NODE_ENV: z
      .enum(["development", "production", "test"])
      .default("development"),
    PORT: z.coerce
      .number({ error: "must be a port number from 0 to 65535" })
      .int({ error: "must be a port number from 0 to 65535" })
      .min(0, { error: "must be a port number from 0 to 65535" })
      .max(65535, { error: "must be a port number from 0 to 65535" })
      .default(3000),
    HOST: z.string().min(1).default("127.0.0.1"),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    DATA_DIR: z.string().min(1).default("./data"),
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    MAIL_FROM: z.string().min(1).default("Kosh <no-reply@localhost>"),
    ADMIN_EMAIL: z.email().optional(),
    PUBLIC_URL: z.url().optional(),
    // Who runs this Kosh and holds its data, and where people write about it (decision 0054):
    // the privacy page and every mail say it. Unset outside production: they say it is not set.
    OPERATOR_NAME: operatorNameSchema.optional(),
    OPERATOR_EMAIL: z.email().optional(),
    // Unset: 'info', except under test where the log would only bury the test report.
    LOG_LEVEL: z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
      .optional(),
    TRUST_PROXY: trustProxySchema,
    // How often each server process looks for due mails: sign-in codes (which no request wakes the
    // worker for), mails queued by other processes, retries.
    MAIL_POLL_SECONDS: wholeSeconds(3600).default(1),
    // How often the reminder sweep runs, besides once when the server starts listening.
    REMINDER_SWEEP_SECONDS: wholeSeconds(86400).default(3600),
    // How often spent sign-in codes, old failed tries and idle sessions are deleted, besides once
    // when the server starts listening.
    SIGN_IN_PRUNE_SECONDS: wholeSeconds(86400).default(86400),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== "production") return;
    for (const [key, message] of Object.entries(REQUIRED_IN_PRODUCTION)) {
      if (env[key as keyof typeof REQUIRED_IN_PRODUCTION] === undefined) {
        ctx.addIssue({ code: "custom", path: [key], message });
      }
    }
  })
  .transform((env) => ({
    ...env,
    ADMIN_EMAIL:
      env.ADMIN_EMAIL ??
      (env.NODE_ENV === "production" ? undefined : "admin@example.com"),
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(
      /\/$/,
      "",
    ),
    LOG_LEVEL:
      env.LOG_LEVEL ??
      (env.NODE_ENV === "test" ? ("silent" as const) : ("info" as const)),
  }));

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

/** Reads the environment; a bad value gives one readable line per problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const source = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== ""),
  );
  const parsed = configSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join(".")}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return parsed.data;
}

/** Who runs this Kosh, as the privacy page and every mail say it; null where unset (decision 0054). */
export function operatorOf(
  config: Pick<Config, "OPERATOR_NAME" | "OPERATOR_EMAIL">,
): Operator {
  return {
    name: config.OPERATOR_NAME ?? null,
    email: config.OPERATOR_EMAIL ?? null,
  };
}
