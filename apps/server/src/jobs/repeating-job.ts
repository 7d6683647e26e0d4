import type { FastifyBaseLogger } from "fastify";

export interface RepeatingJobOptions {
  /** Milliseconds between the starts of two passes (a pass still under way is not doubled). */
  everyMs: number;
  /** Milliseconds from `start()` to the first pass. */
  firstPassAfterMs: number;
  /** One pass of the work; the module's service does it, the job only schedules it. */
  run: () => Promise<unknown>;
  /** Asks a pass under way to end early when the server closes (the mail worker's stop). */
  halt?: () => Promise<void>;
  log: FastifyBaseLogger;
  /** The log line of a failed pass; the next pass runs on schedule all the same. */
  failure: string;
}

export interface RepeatingJob {
  /** Runs a pass after `firstPassAfterMs`, then every `everyMs`. */
  start(): void;
  /** No new pass starts; resolves once the pass under way has ended. */
  stop(): Promise<void>;
}

/**
 * A pass after `firstPassAfterMs` and then every `everyMs`, one at a time, until stopped
 * (docs/architecture.md#jobs).
 */
export function repeatingJob({
  everyMs,
  firstPassAfterMs,
  run,
  halt,
  log,
  failure,
}: RepeatingJobOptions): RepeatingJob {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  const pass = () => {
    if (stopped) return;
    running ??= run()
      .then(
        () => undefined,
        (error: unknown) => log.error({ err: error }, failure),
      )
      .finally(() => {
        running = undefined;
      });
  };
  return {
    start() {
      if (timer || stopped) return;
      timer = setTimeout(() => {
        pass();
        timer = setInterval(pass, everyMs);
        timer.unref();
      }, firstPassAfterMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      // Either the wait for the first pass or the schedule after it.
      clearTimeout(timer);
      await halt?.();
      await running;
    },
  };
}
