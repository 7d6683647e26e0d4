import fp from "fastify-plugin";
import type { Database } from "../db/database.ts";
import {
  createMailQueue,
  type MailQueue,
  type RecipientChecks,
} from "../mail/mail-queue.ts";
import type { MailSite } from "../mail/mail-footer.ts";
import type { Mailer } from "../mail/mailer.ts";
import { requestsInFlight } from "./requests-in-flight.ts";

/** The longest background work waits for the requests in flight before its next slice (decision 0061). */
const LONGEST_WAIT_FOR_REQUESTS_MS = 1_000;
/**
 * While Kosh is in use, the share of the time background work's slices may take (decision 0061):
 * a fifth lets the sweep of a country's households (5 s of work on 2 AMD EPYC cores) finish in
 * some 25 s, within its minute also on a machine twice as slow (figures in the decision).
 */
const BACKGROUND_BUSY_SHARE = 0.2;
/**
 * How long a run of background work is paced to that share; after it, the run goes on at full
 * speed (decision 0061). The sweep must end within a minute: paced for 30 s, it does, with up to
 * 36 s of work (30 s paced at a fifth does 6 s of it, the other 30 s of the minute the rest); a
 * sweep of 17 s of work, as on a slow machine, ends in some 41 s instead of 85-93.
 */
const BACKGROUND_PACED_FOR_MS = 30_000;
/** Kosh counts as in use for this long after it answered a request. */
const IN_USE_MS = 2_000;
/**
 * Background work goes on only once no request was answered for this long: the next request of a
 * burst (a page's several calls, a list after a list) arrives within a few milliseconds.
 */
const BURST_GAP_MS = 20;

/** What the modules' services are built from; the app carries each piece as a decoration. */
export interface Infrastructure {
  /** The migrated database every module queries (PGlite or PostgreSQL). */
  db: Database;
  /**
   * The mail worker; services queue mails with `enqueueMail` in their transaction, then `wake` it
   * (send-otp does not: its codes wait for the worker's own schedule, see mail-queue.ts).
   */
  mailQueue: MailQueue;
  /** The application's clock; sign-in rules and "today" read it, tests move it instead of sleeping. */
  now: () => Date;
  /** Where people reach Kosh (PUBLIC_URL), for links in mails and feeds. */
  publicUrl: string;
  /** What every mail's foot says: that address and who runs Kosh (decision 0054). */
  mailSite: MailSite;
  /**
   * Resolves when the reminder sweep may take its next slice: once the requests in flight are
   * answered, or after a second, and, while Kosh is in use, in the first 30 s of a pass, after a
   * rest that keeps its slices to a fifth of its time (plugins/requests-in-flight.ts, decision
   * 0061). The mail worker has its own.
   */
  giveWayToRequests: () => Promise<void>;
}

/** What `buildApp` hands this plugin. */
export interface InfrastructureOptions {
  db: Database;
  /** The transport the mail worker sends with (SMTP or the console). */
  mailer: Mailer;
  now: () => Date;
  publicUrl: string;
  mailSite: MailSite;
  /** Per mail kind, whether a queued mail still goes out (mail/mail-queue.ts). */
  stillWanted: RecipientChecks;
}

declare module "fastify" {
  interface FastifyInstance {
    db: Database;
    mailQueue: MailQueue;
    now: () => Date;
    publicUrl: string;
    mailSite: MailSite;
    giveWayToRequests: () => Promise<void>;
  }
}

/** The name modules list in their `dependencies`, so registering one before this plugin fails at boot. */
export const INFRASTRUCTURE = "kosh-infrastructure";

/**
 * Decorates the whole app with its database, mail queue, clock, public address and mails' foot (fastify-plugin,
 * so the decorations reach every plugin registered after it). The mail worker polls on the jobs
 * plugin's schedule (src/jobs/; an app only injected into sends when woken or drained); closing
 * the app waits for its pass, then closes the transport. The database's owner (src/startup.ts or a test) closes
 * the database, since it opened it.
 */
export const infrastructurePlugin = fp<InfrastructureOptions>(
  async (app, { db, mailer, now, publicUrl, mailSite, stillWanted }) => {
    const { giveWayFor } = requestsInFlight(app, {
      longestWaitMs: LONGEST_WAIT_FOR_REQUESTS_MS,
      busyShare: BACKGROUND_BUSY_SHARE,
      inUseMs: IN_USE_MS,
      burstGapMs: BURST_GAP_MS,
      pacedForMs: BACKGROUND_PACED_FOR_MS,
    });
    const mailQueue = createMailQueue({
      db,
      mailer,
      now,
      log: app.log,
      stillWanted,
      giveWay: giveWayFor(),
    });
    app.decorate("db", db);
    app.decorate("mailQueue", mailQueue);
    app.decorate("now", now);
    app.decorate("publicUrl", publicUrl);
    app.decorate("mailSite", mailSite);
    app.decorate("giveWayToRequests", giveWayFor());
    // The jobs plugin has stopped the worker by now (its hook runs first); the transport closes
    // only after the last send all the same.
    app.addHook("onClose", async () => {
      await mailQueue.stop();
      mailer.close();
    });
  },
  { name: INFRASTRUCTURE },
);
