import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GatheringDestination } from "./log-destination.ts";

const FD = 7;

function eagain(): Error {
  return Object.assign(new Error("EAGAIN: resource temporarily unavailable"), {
    code: "EAGAIN",
  });
}

/**
 * A file descriptor that records each write call; `answers` says, call by call, how many bytes it
 * takes ("all", a number) or that it is full (EAGAIN); past the list it takes everything.
 */
function recordingFd(answers: (number | "all" | "full")[] = []) {
  const calls: string[] = [];
  let written = "";
  const write = (fd: number, bytes: Buffer): number => {
    expect(fd).toBe(FD);
    const answer = answers.shift() ?? "all";
    if (answer === "full") throw eagain();
    const taken = answer === "all" ? bytes.length : answer;
    calls.push(bytes.subarray(0, taken).toString());
    written += bytes.subarray(0, taken).toString();
    return taken;
  };
  return { write, calls, written: () => written };
}

/** Log lines of `size` characters each, numbered so their order shows. */
function lines(count: number, size = 100): string[] {
  return Array.from(
    { length: count },
    (_, index) => `${String(index).padStart(8, "0")}${"x".repeat(size - 9)}\n`,
  );
}

describe("the gathering log destination", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("writes a few lines together within a second, in one call", () => {
    const fd = recordingFd();
    const destination = new GatheringDestination(FD, fd.write);
    const written = lines(3);
    for (const line of written) destination.write(line);
    expect(fd.calls).toEqual([]);

    vi.advanceTimersByTime(999);
    expect(fd.calls).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(fd.calls).toEqual([written.join("")]);
  });

  it("writes 16 KiB of lines at once, with one call", () => {
    const fd = recordingFd();
    const destination = new GatheringDestination(FD, fd.write);
    const written = lines(164);
    for (const line of written.slice(0, 163)) destination.write(line);
    expect(fd.calls).toEqual([]);

    destination.write(written[163]!);
    expect(fd.calls).toEqual([written.join("")]);
  });

  it("keeps what a full pipe did not take and writes it first, in order, when the pipe takes it", () => {
    // The pipe takes 1,000 bytes, then is full once; later it takes everything.
    const fd = recordingFd([1000, "full"]);
    const destination = new GatheringDestination(FD, fd.write);
    const first = lines(164);
    const then = lines(5, 50);
    for (const line of first) destination.write(line);
    expect(fd.written()).toBe(first.join("").slice(0, 1000));
    for (const line of then) destination.write(line);

    vi.advanceTimersByTime(10);
    expect(fd.written()).toBe(first.join("") + then.join(""));
  });

  it("waits for a full pipe's reader when told to write everything, as at exit", () => {
    const fd = recordingFd(["full", 10, "full", "full"]);
    const destination = new GatheringDestination(FD, fd.write);
    const written = lines(3);
    for (const line of written) destination.write(line);

    destination.flush(true);
    expect(fd.written()).toBe(written.join(""));
  });

  it("waits for the reader rather than hold more than a mebibyte", () => {
    // Full for the first 100 tries: the lines pile up past 1 MiB, then the server waits.
    const fd = recordingFd(Array.from({ length: 100 }, () => "full" as const));
    const destination = new GatheringDestination(FD, fd.write);
    const written = lines(11_000);
    for (const line of written) destination.write(line);

    expect(fd.written().length).toBeGreaterThan(1024 * 1024);
    expect(written.join("").startsWith(fd.written())).toBe(true);
  });

  it("writes nothing when nothing was gathered", () => {
    const fd = recordingFd();
    const destination = new GatheringDestination(FD, fd.write);
    destination.flush(true);
    vi.advanceTimersByTime(2000);
    expect(fd.calls).toEqual([]);
  });
});
