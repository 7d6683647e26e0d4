import { fileURLToPath } from "node:url";
import { accountEndpoints } from "@kosh/core/api/account";
import { adminMailEndpoints } from "@kosh/core/api/admin-mail";
import { adminUserEndpoints } from "@kosh/core/api/admin-users";
import { calculateEndpoints } from "@kosh/core/api/calculate";
import { calendarFeedEndpoints } from "@kosh/core/api/calendar-feed";
import { schemeRateEndpoints } from "@kosh/core/api/scheme-rates";
import { depositInsuranceEndpoints } from "@kosh/core/api/deposit-insurance";
import { pathPrefix } from "@kosh/core/api/endpoint";
import { investmentEndpoints } from "@kosh/core/api/investments";
import { operatorEndpoints } from "@kosh/core/api/operator";
import {
  companyEndpoints,
  companyTypeEndpoints,
  investTypeEndpoints,
} from "@kosh/core/api/reference-lists";
import { reminderEndpoints } from "@kosh/core/api/reminders";
import Fastify, {
  type FastifyInstance,
  type FastifyServerOptions,
} from "fastify";
import {
  type ZodTypeProvider,
  validatorCompiler,
} from "fastify-type-provider-zod";
import { type Config, operatorOf } from "./config.ts";
import { type Database, probeDatabaseWrite } from "./db/database.ts";
import { loggableError } from "./db/database-errors.ts";
import { jobsPlugin } from "./jobs/jobs.plugin.ts";
import { createMailer } from "./mail/create-mailer.ts";
import type { Mailer } from "./mail/mailer.ts";
import { accountRoutes } from "./modules/account/account.routes.ts";
import { adminMailRoutes } from "./modules/admin-mail/admin-mail.routes.ts";
import { adminUserRoutes } from "./modules/admin-users/admin-users.routes.ts";
import { authPlugin } from "./modules/auth/auth.plugin.ts";
import { signInCodeStillWanted } from "./modules/auth/auth.service.ts";
import { calculateRoutes } from "./modules/calculate/calculate.routes.ts";
import { calendarFeedRoutes } from "./modules/calendar-feed/calendar-feed.routes.ts";
import { schemeRateRoutes } from "./modules/scheme-rates/scheme-rates.routes.ts";
import { depositInsuranceRoutes } from "./modules/deposit-insurance/deposit-insurance.routes.ts";
import { operatorRoutes } from "./modules/operator/operator.routes.ts";
import { healthRoutes } from "./modules/health/health.routes.ts";
import { householdPlugin } from "./modules/household/household.plugin.ts";
import { listInvestments } from "./modules/investments/investments.repo.ts";
import { investmentRoutes } from "./modules/investments/investments.routes.ts";
import { referenceListRoutes } from "./modules/reference-lists/reference-lists.routes.ts";
import { reminderRoutes } from "./modules/reminders/reminders.routes.ts";
import { compressionPlugin } from "./plugins/compression.ts";
import {
  errorHandlerPlugin,
  routerErrorHandler,
} from "./plugins/error-handler.ts";
import { infrastructurePlugin } from "./plugins/infrastructure.ts";
import { openApiPlugin, openApiRoutes } from "./plugins/openapi.ts";
import {
  LevelAwareLogController,
  lazyRequestLogger,
  requestIds,
} from "./plugins/request-logger.ts";
import { responseSerializerCompiler } from "./plugins/response-serializer.ts";
import { securityHeadersPlugin } from "./plugins/security-headers.ts";
import { storableTextPlugin } from "./plugins/storable-text.ts";
import { strictQueryPlugin } from "./plugins/strict-query.ts";
import {
  DEFAULT_TIME_LIMITS,
  serverTimeLimits,
  type TimeLimits,
  timeLimitsPlugin,
} from "./plugins/time-limits.ts";
import { webAppPlugin } from "./plugins/web-app.ts";
import { gatheringLogDestination } from "./plugins/log-destination.ts";

export interface BuildAppOptions {
  config: Config;
  /** Adds to the pino options derived from LOG_LEVEL (tests pass a stream to read the log). */
  logger?: Exclude<FastifyServerOptions["logger"], boolean | undefined>;
  /** Folder of the built web app; defaults to apps/web/dist. */
  webRoot?: string;
  /** An already-migrated database (see src/startup.ts); without one, only the database-free routes exist. */
  db?: Database;
  /** The mail transport; defaults to SMTP when SMTP_URL is set, else the console (src/mail/create-mailer.ts). */
  mailer?: Mailer;
  /** The clock of the sign-in rules; tests move it instead of sleeping. */
  now?: () => Date;
  /** How long a client may take to send a request; tests shorten them instead of waiting 10 s. */
  timeLimits?: Partial<TimeLimits>;
}

export type App = FastifyInstance;

/** Every body the API takes is a small JSON object (over 16 KiB → 413: docs/product.md#api). */
const BODY_LIMIT = 16 * 1024;

const DEFAULT_WEB_ROOT = fileURLToPath(
  new URL("../../web/dist/", import.meta.url),
);

/** Builds the whole application without listening; tests call `inject()` on it. */
export async function buildApp({
  config,
  logger,
  webRoot = DEFAULT_WEB_ROOT,
  db,
  mailer,
  now = () => new Date(),
  timeLimits,
}: BuildAppOptions) {
  const limits = { ...DEFAULT_TIME_LIMITS, ...timeLimits };
  const logController = new LevelAwareLogController();
  const app = Fastify({
    // Headers, body and whole request each have a time limit (docs/architecture.md#time-limits).
    ...serverTimeLimits(limits),
    logger: {
      level: config.LOG_LEVEL,
      redact: ["req.headers.authorization"],
      stream: logger?.stream ?? gatheringLogDestination(),
      ...logger,
      // Every error the server logs, wherever from, without the rows of a failed statement.
      serializers: { err: loggableError },
    },
    // UUID-shaped and unlike any other process's, not Fastify's counter: a user quotes it from a 5xx message.
    genReqId: requestIds(),
    childLoggerFactory: lazyRequestLogger,
    logController,
    bodyLimit: BODY_LIMIT,
    // /api//health is /api/health, not a file path the static files refuse with 403.
    routerOptions: { ignoreDuplicateSlashes: true },
    // A URL with a broken %-escape is refused before routing, so before any hook.
    frameworkErrors: routerErrorHandler({
      production: config.NODE_ENV === "production",
      bodyLimit: BODY_LIMIT,
    }),
    // Only the proxies TRUST_PROXY names may set X-Forwarded-For; by default request.ip is the socket's.
    trustProxy: config.TRUST_PROXY,
  }).withTypeProvider<ZodTypeProvider>();

  // Before any route: the log learns which path parameters each route declares secret.
  app.addHook("onRoute", logController.noteRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  // The API speaks JSON only; Fastify's default text/plain parser would let other bodies reach validation.
  app.removeContentTypeParser("text/plain");

  await app.register(errorHandlerPlugin);
  await app.register(timeLimitsPlugin, { limits });
  await app.register(securityHeadersPlugin, { config });
  // The API's answers of 1 KiB or more, brotli or gzip (docs/architecture.md#compression).
  await app.register(compressionPlugin);
  await app.register(storableTextPlugin);
  // Before any route: it gives each /api route as declared a query contract refusing unknown parameters.
  await app.register(strictQueryPlugin);
  await app.register(openApiPlugin, { publicUrl: config.PUBLIC_URL });

  // Database, mailer and clock, then app.authenticate / app.requireAdmin and /api/auth: before any
  // module using them (each module lists them in its `dependencies`, so a wrong order fails at boot).
  if (db) {
    await app.register(infrastructurePlugin, {
      db,
      mailer: mailer ?? createMailer(config),
      now,
      publicUrl: config.PUBLIC_URL,
      mailSite: { url: config.PUBLIC_URL, operator: operatorOf(config) },
      stillWanted: { sign_in_code: signInCodeStillWanted(db) },
    });
    await app.register(authPlugin);
    await app.register(householdPlugin);
    await app.register(investmentRoutes, {
      prefix: pathPrefix(investmentEndpoints),
    });
    await app.register(referenceListRoutes, {
      prefix: pathPrefix({
        ...companyTypeEndpoints,
        ...companyEndpoints,
        ...investTypeEndpoints,
      }),
    });
    await app.register(adminUserRoutes, {
      prefix: pathPrefix(adminUserEndpoints),
    });
    await app.register(adminMailRoutes, {
      prefix: pathPrefix(adminMailEndpoints),
    });
    await app.register(reminderRoutes, {
      prefix: pathPrefix(reminderEndpoints),
    });
    await app.register(accountRoutes, {
      prefix: pathPrefix(accountEndpoints),
      investmentsOf: (householdId) => listInvestments(db, householdId),
    });
    await app.register(calendarFeedRoutes, {
      prefix: pathPrefix(calendarFeedEndpoints),
    });
    await app.register(schemeRateRoutes, {
      prefix: pathPrefix(schemeRateEndpoints),
    });
    await app.register(depositInsuranceRoutes, {
      prefix: pathPrefix(depositInsuranceEndpoints),
    });
    await app.register(jobsPlugin, {
      mailPollSeconds: config.MAIL_POLL_SECONDS,
      reminderSweepSeconds: config.REMINDER_SWEEP_SECONDS,
      signInPruneSeconds: config.SIGN_IN_PRUNE_SECONDS,
    });
  }

  await app.register(healthRoutes, {
    prefix: "/api",
    checks: db ? { database: () => probeDatabaseWrite(db) } : {},
  });
  await app.register(operatorRoutes, {
    prefix: pathPrefix(operatorEndpoints),
    operator: operatorOf(config),
  });
  await app.register(calculateRoutes, {
    prefix: pathPrefix(calculateEndpoints),
  });

  await app.register(openApiRoutes);
  await app.register(webAppPlugin, {
    webRoot,
    publicUrl: config.PUBLIC_URL,
  });

  return app;
}
