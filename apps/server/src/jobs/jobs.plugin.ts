import fp from "fastify-plugin";
import { createReminderService } from "../modules/reminders/reminders.service.ts";
import { INFRASTRUCTURE } from "../plugins/infrastructure.ts";
import { type RepeatingJob, repeatingJob } from "./repeating-job.ts";

/** How often each job runs, in seconds, from the configuration (src/config.ts). */
export interface JobsOptions {
  /** REMINDER_SWEEP_SECONDS */
  reminderSweepSeconds: number;
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
 * All background work in one place (docs/architecture.md#jobs): each job runs once when the
 * server starts listening, then on its interval; an app only injected into runs none. Closing the
 * app stops every schedule and waits for the passes under way. The work itself stays in its
 * module's service.
 */
export const jobsPlugin = fp<JobsOptions>(
  async (app, { reminderSweepSeconds }) => {
    const reminders = createReminderService(app);
    const jobs: RepeatingJob[] = [
      repeatingJob({
        everyMs: reminderSweepSeconds * 1000,
        run: () => reminders.sweep(app.log),
        log: app.log,
        failure: "The reminder sweep failed",
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
