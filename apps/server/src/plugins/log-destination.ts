import pino from "pino";

/** A gathered line waits at most this long before it is written, for an operator tailing the log. */
const LOG_FLUSH_INTERVAL_MS = 1000;
/** Lines are gathered until this many bytes, then written with one call. */
const GATHER_BYTES = 4096;

/**
 * Where the server's log goes (docs/architecture.md#logs): standard output, lines gathered and
 * written together instead of one write per line, which cost as much as a calculator answer at
 * `info` (decision 0045). pino writes what is still gathered when the process exits — normally,
 * by process.exit on SIGTERM or SIGINT, or on an uncaught error — and a timer writes it within
 * LOG_FLUSH_INTERVAL_MS otherwise.
 */
export function gatheringLogDestination(fd = 1): pino.DestinationStream {
  const destination = pino.destination({
    dest: fd,
    minLength: GATHER_BYTES,
    sync: false,
  });
  setInterval(() => destination.flush(), LOG_FLUSH_INTERVAL_MS).unref();
  return destination;
}
