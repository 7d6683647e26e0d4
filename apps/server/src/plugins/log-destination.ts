import { writeSync } from "node:fs";
import type pino from "pino";

/** A gathered line waits at most this long before it is written, for an operator tailing the log. */
const FLUSH_AFTER_MS = 1000;
/** Lines are gathered until about this many characters, then written with one call. */
const GATHER_CHARS = 16 * 1024;
/** A pipe whose reader lags (it is full) is tried again this much later, lines gathering meanwhile. */
const FULL_PIPE_RETRY_MS = 10;
/** Past this much the reader has not taken, the server waits for it rather than hold more. */
const HOLD_AT_MOST_BYTES = 1024 * 1024;

type Write = (fd: number, bytes: Buffer) => number;

/**
 * Gathers the log's lines and writes them together with one `write` call: a line written on its
 * own cost as much as a calculator answer at `info` (decisions 0045 and 0048). Strings are kept in
 * a list and joined once per write; nothing runs per line but a push.
 *
 * Standard output is non-blocking when it is a pipe, so a lagging reader makes `write` take part
 * of the bytes or none (EAGAIN): the rest waits for the next write, in order, and only past
 * HOLD_AT_MOST_BYTES does the server wait for the reader. Everything gathered is written, waiting
 * as long as the reader needs, when the process exits — normally, by `process.exit` on SIGTERM or
 * SIGINT, or on an uncaught error.
 */
export class GatheringDestination implements pino.DestinationStream {
  readonly #fd: number;
  readonly #write: Write;
  #lines: string[] = [];
  #gathered = 0;
  /** Bytes a full pipe has not taken yet: written before any newer line. */
  #unwritten: Buffer | undefined;
  #timer: NodeJS.Timeout | undefined;

  constructor(fd: number, write: Write = writeSync) {
    this.#fd = fd;
    this.#write = write;
  }

  write(line: string): void {
    this.#lines.push(line);
    this.#gathered += line.length;
    if (this.#gathered >= GATHER_CHARS) this.flush();
    else this.#timer ??= setTimeout(this.flush, FLUSH_AFTER_MS).unref();
  }

  /** Writes what is gathered; with `untilWritten`, waits for a full pipe's reader as long as it takes. */
  readonly flush = (untilWritten = false): void => {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    if (this.#lines.length > 0) {
      const text = Buffer.from(this.#lines.join(""));
      this.#lines = [];
      this.#gathered = 0;
      this.#unwritten = this.#unwritten
        ? Buffer.concat([this.#unwritten, text])
        : text;
    }
    let rest = this.#unwritten;
    this.#unwritten = undefined;
    while (rest !== undefined && rest.length > 0) {
      try {
        rest = rest.subarray(this.#write(this.#fd, rest));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EAGAIN") throw error;
        if (!untilWritten && rest.length <= HOLD_AT_MOST_BYTES) {
          this.#unwritten = rest;
          this.#timer = setTimeout(this.flush, FULL_PIPE_RETRY_MS).unref();
          return;
        }
        Atomics.wait(PAUSE, 0, 0, 1);
      }
    }
  };
}

/** What `Atomics.wait` sleeps on for a millisecond while a full pipe drains. */
const PAUSE = new Int32Array(new SharedArrayBuffer(4));

/** One per file descriptor in a process: every app of it (tests build many) writes in one order. */
const destinations = new Map<number, GatheringDestination>();

/**
 * Where the server's log goes (docs/architecture.md#logs): standard output, lines gathered and
 * written together, and all of them written when the process exits.
 */
export function gatheringLogDestination(fd = 1): GatheringDestination {
  let destination = destinations.get(fd);
  if (destination === undefined) {
    const created = new GatheringDestination(fd);
    process.on("exit", () => created.flush(true));
    destinations.set(fd, created);
    destination = created;
  }
  return destination;
}
