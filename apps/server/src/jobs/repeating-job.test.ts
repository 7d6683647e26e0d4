import Fastify from "fastify";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type RepeatingJob, repeatingJob } from "./repeating-job.ts";

/** A pass that ends when the test says so. */
function controlledPasses() {
  const ends: (() => void)[] = [];
  return {
    run: () =>
      new Promise<void>((resolve) => {
        ends.push(resolve);
      }),
    started: () => ends.length,
    endLast: () => ends.at(-1)?.(),
  };
}

/** Whether `promise` has settled once the microtasks queued so far have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe("a repeating job", () => {
  /** The test's job, stopped after it. */
  let current: RepeatingJob | undefined;
  const log = Fastify().log;
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(async () => {
    vi.useRealTimers();
    await current?.stop();
    current = undefined;
  });

  /** A job of instant passes every 5 s, the first 1 s after its start; `passes()` counts them. */
  function countedJob() {
    let passes = 0;
    const job = repeatingJob({
      everyMs: 5_000,
      firstPassAfterMs: 1_000,
      run: async () => {
        passes += 1;
      },
      log,
      failure: "failed",
    });
    current = job;
    return { job, passes: () => passes };
  }

  it("runs its first pass after firstPassAfterMs, not at start, then every everyMs", async () => {
    const { job, passes } = countedJob();

    job.start();
    expect(passes()).toBe(0);
    await vi.advanceTimersByTimeAsync(999);
    expect(passes()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(passes()).toBe(1);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(passes()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(passes()).toBe(2);
  });

  it("runs no pass at all when stopped before its first", async () => {
    const { job, passes } = countedJob();

    job.start();
    await job.stop();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(passes()).toBe(0);
  });

  it("stops only once the pass under way has ended, and starts no other", async () => {
    const passes = controlledPasses();
    const job = repeatingJob({
      everyMs: 1_000,
      firstPassAfterMs: 0,
      run: passes.run,
      log,
      failure: "failed",
    });
    current = job;
    job.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(passes.started()).toBe(1);

    const stopping = job.stop();
    expect(await settled(stopping)).toBe(false);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await settled(stopping)).toBe(false);

    passes.endLast();
    expect(await settled(stopping)).toBe(true);
    expect(passes.started()).toBe(1);
  });
});
