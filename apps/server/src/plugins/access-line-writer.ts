import type { FastifyBaseLogger } from "fastify";
import pino from "pino";

/** What an access line carries besides pino's own level, time, pid, hostname and request id. */
export interface CompletedLine {
  method: string;
  url: string;
  remoteAddress: string | undefined;
  statusCode: number;
  responseTime: number;
}

export const COMPLETED_MSG = "request completed";
const COMPLETED_KEYS = [
  "method",
  "url",
  "remoteAddress",
  "statusCode",
  "responseTime",
] as const;

type AccessLineWriter = (
  bindings: pino.Bindings,
  line: CompletedLine,
) => boolean;

/** pino's own parts the access line is spelled from, by the symbols pino exports (`pino.symbols`). */
const symbols = pino.symbols as unknown as Record<string, symbol>;
function part<T>(logger: object, name: string): T {
  const key = symbols[name];
  return (
    key === undefined ? undefined : (logger as Record<symbol, unknown>)[key]
  ) as T;
}

type Stream = pino.DestinationStream & Record<symbol, unknown>;

const writers = new WeakMap<object, AccessLineWriter | null>();

/**
 * The server logger's writer of a finished request's access line, spelled as pino's child would
 * write it, byte for byte (decision 0059); made once per logger, undefined where pino must write
 * the line.
 */
export function accessLineWriter(
  parent: FastifyBaseLogger,
): AccessLineWriter | undefined {
  let writer = writers.get(parent);
  if (writer === undefined) {
    writer = makeAccessLineWriter(parent);
    writers.set(parent, writer);
  }
  return writer ?? undefined;
}

/**
 * The line pino writes for `child(bindings).info(fields, "request completed")` is its level and
 * time, the server's bindings (pid, hostname), the child's (the request id), the fields in order
 * and the message. That holds while nothing of pino's set-up changes a field: no serializer,
 * redaction path, formatter, mixin, hook, prefix or nesting touches them, and the destination asks
 * for no metadata. Otherwise null, and pino writes the line.
 */
function makeAccessLineWriter(
  logger: FastifyBaseLogger,
): AccessLineWriter | null {
  const stream = part<Stream | undefined>(logger, "streamSym");
  const levels = (logger as { levels?: { values: Record<string, number> } })
    .levels;
  const info = levels?.values.info;
  const start = part<Record<number, string> | undefined>(
    logger,
    "lsCacheSym",
  )?.[info ?? -1];
  const time = part<(() => string) | undefined>(logger, "timeSym");
  if (
    stream === undefined ||
    time === undefined ||
    start !== `{"level":${info}`
  )
    return null;
  const serializers =
    part<Record<string, unknown> | undefined>(logger, "serializersSym") ?? {};
  const stringifiers =
    part<Record<string | symbol, unknown> | undefined>(
      logger,
      "stringifiersSym",
    ) ?? {};
  const formatters = part<
    { bindings?: (bindings: object) => object; log?: unknown } | undefined
  >(logger, "formattersSym");
  const hooks = part<
    { logMethod?: unknown; streamWrite?: unknown } | undefined
  >(logger, "hooksSym");
  const messageKey = part<string | undefined>(logger, "messageKeySym");
  const lineEnd = part<string | undefined>(logger, "endSym");
  const probe = {};
  if (
    typeof messageKey !== "string" ||
    typeof lineEnd !== "string" ||
    // "reqId": Fastify's name for the request id, the child's one binding.
    [...COMPLETED_KEYS, "reqId"].some(
      (key) =>
        serializers[key] !== undefined || stringifiers[key] !== undefined,
    ) ||
    stringifiers[symbols.wildcardFirstSym!] !== undefined ||
    stream[symbols.needsMetadataGsym!] === true ||
    typeof part(logger, "chindingsSym") !== "string" ||
    formatters?.log !== undefined ||
    formatters?.bindings?.(probe) !== probe ||
    part(logger, "mixinSym") ||
    part(logger, "msgPrefixSym") ||
    part(logger, "nestedKeySym") ||
    hooks?.logMethod ||
    hooks?.streamWrite
  )
    return null;
  const end = `,${JSON.stringify(messageKey)}:${JSON.stringify(COMPLETED_MSG)}${lineEnd}`;
  return (bindings, line) => {
    let text = start + time.call(logger) + part<string>(logger, "chindingsSym");
    for (const key in bindings) {
      const value = (bindings as Record<string, unknown>)[key];
      if (typeof value !== "string") return false;
      text += `,${JSON.stringify(key)}:${JSON.stringify(value)}`;
    }
    text += `,"method":${JSON.stringify(line.method)},"url":${JSON.stringify(line.url)}`;
    if (line.remoteAddress !== undefined)
      text += `,"remoteAddress":${JSON.stringify(line.remoteAddress)}`;
    text += `,"statusCode":${jsonNumber(line.statusCode)},"responseTime":${jsonNumber(line.responseTime)}`;
    stream.write(text + end);
    return true;
  };
}

/** A number as pino writes it: JSON's spelling, null when not finite. */
function jsonNumber(value: number): string {
  return Number.isFinite(value) ? String(value) : "null";
}
