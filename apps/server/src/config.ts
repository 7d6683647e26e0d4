import { z } from "zod";

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
    // Unset: 'info', except under test where the log would only bury the test report.
    LOG_LEVEL: z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
      .optional(),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === "production" && !env.SMTP_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["SMTP_URL"],
        message:
          "is required in production (the console mail transport is for development only)",
      });
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
