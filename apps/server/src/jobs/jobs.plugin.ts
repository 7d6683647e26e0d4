import fp from "fastify-plugin";
import { pruneSignInData } from "../modules/auth/auth.service.ts";
import { createReminderSweep } from "../modules/reminders/reminder-sweep.ts";
import { INFRASTRUCTURE } from "../plugins/infrastructure.ts";
import { type RepeatingJob, repeatingJob } from "./repeating-job.ts";

/** How often each job runs, in seconds, from the configuration (src/config.ts). */
export interface JobsOptions {
  /** MAIL_POLL_SECONDS */
  mailPollSeconds: number;
  /** REMINDER_SWEEP_SECONDS */
  reminderSweepSeconds: number;
  /** SIGN_IN_PRUNE_SECONDS */
  signInPruneSeconds: number;
}

declare module "fastify" {
  interface FastifyInstance {
    /** The background work; stopping it is idempotent (the database's owner stops it first). */
    jobs: { stop(): Promise<void> };
  }
}

/** The name a plugin lists in its `dependencies` to run after the jobs are set up. */
export const JOBS = "kosh-jobs";

/**
 * From listening to every job's first pass: the first requests (a supervisor's health check, the
 * cold-start budget of docs/architecture.md#performance-budgets) are answered before the passes
 * take PGlite's one connection, not after all three of them.
 */
export const FIRST_PASS_AFTER_MS = 1_000;

/**
 * All background work in one place (docs/architecture.md#jobs): each job runs once a second after
 * the server starts listening, then on its interval; an app only injected into runs none. Closing
 * the app stops every schedule and waits for the passes under way. The work itself stays in its
 * module.
 */
export const jobsPlugin = fp<JobsOptions>(
  async (
    app,
    { mailPollSeconds, reminderSweepSeconds, signInPruneSeconds },
  ) => {
    const { sweep } = createReminderSweep(app);
    const jobs: RepeatingJob[] = [
      // The mail worker logs its own failures; stopping it ends its pass after the current mail.
      repeatingJob({
        everyMs: mailPollSeconds * 1000,
        firstPassAfterMs: FIRST_PASS_AFTER_MS,
        run: () => app.mailQueue.poll(),
        halt: () => app.mailQueue.stop(),
        log: app.log,
        failure: "The mail worker's pass failed",
      }),
      repeatingJob({
        everyMs: reminderSweepSeconds * 1000,
        firstPassAfterMs: FIRST_PASS_AFTER_MS,
        run: () => sweep(app.log),
        log: app.log,
        failure: "The reminder sweep failed",
      }),
      repeatingJob({
        everyMs: signInPruneSeconds * 1000,
        firstPassAfterMs: FIRST_PASS_AFTER_MS,
        run: () => pruneSignInData(app.db, app.now()),
        log: app.log,
        failure: "Deleting old sign-in data failed",
      }),
    ];
    const stop = async () => {
      await Promise.all(jobs.map((job) => job.stop()));
    };
    app.decorate("jobs", { stop });
    app.addHook("onListen", () => {
      for (const job of jobs) job.start();
    });
    app.addHook("onClose", stop);
  },
  { name: JOBS, dependencies: [INFRASTRUCTURE] },
);
