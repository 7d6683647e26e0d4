import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyInstance, FastifyReply } from "fastify";
import fp from "fastify-plugin";

/**
 * Smaller answers go as they are: with their headers they fit in one packet (about 1,460 bytes)
 * either way, so compressing them saves no round trip and would only cost CPU on the busiest
 * answers (calculators, one investment, errors).
 */
export const COMPRESSION_THRESHOLD = 1024;

export type Coding = "br" | "gzip";

/**
 * Fast settings: the 1,000-investment list (622 KB) becomes 53 KB in half a millisecond with
 * brotli quality 1, 52 KB in one with gzip level 3 (level 1 takes as long and is 8 % larger).
 */
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } };
const GZIP = { level: 3 };

function compressed(body: string | Buffer, coding: Coding): Buffer {
  return coding === "br"
    ? brotliCompressSync(body, BROTLI)
    : gzipSync(body, GZIP);
}

/**
 * The coding an `Accept-Encoding` header lets us use, brotli unless the client ranks gzip higher.
 * A coding with q=0 is refused, and so is one the header names neither itself nor by `*`
 * (RFC 9110 §12.5.3); codings are case-insensitive, x-gzip is gzip.
 */
export function acceptedCoding(header: string | undefined): Coding | undefined {
  if (!header) return undefined;
  let br: number | undefined;
  let gzip: number | undefined;
  let any: number | undefined;
  for (const entry of header.split(",")) {
    const [name = "", ...parameters] = entry.split(";");
    const coding = name.trim().toLowerCase();
    if (coding === "br") br = quality(parameters);
    else if (coding === "gzip" || coding === "x-gzip")
      gzip = quality(parameters);
    else if (coding === "*") any = quality(parameters);
  }
  const brQuality = br ?? any ?? 0;
  const gzipQuality = gzip ?? any ?? 0;
  if (brQuality > 0 && brQuality >= gzipQuality) return "br";
  return gzipQuality > 0 ? "gzip" : undefined;
}

/** The `q` of one coding's parameters: 1 when absent, 0 (refused) when unreadable. */
function quality(parameters: string[]): number {
  for (const parameter of parameters) {
    const [name = "", value = ""] = parameter.split("=");
    if (name.trim().toLowerCase() !== "q") continue;
    const q = Number(value.trim());
    return Number.isFinite(q) ? q : 0;
  }
  return 1;
}

/** Adds Accept-Encoding to the answer's Vary, keeping what is there (Origin on a page). */
function varyOnAcceptEncoding(reply: FastifyReply) {
  const vary = reply.getHeader("vary");
  if (vary === undefined) {
    reply.header("vary", "Accept-Encoding");
  } else if (
    !/(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(String(vary))
  ) {
    reply.header("vary", `${String(vary)}, Accept-Encoding`);
  }
}

/**
 * Compresses every answer built in memory of 1 KiB or more (the API's: JSON, the CSV export, the
 * calendar feed, the docs' pages) with brotli or gzip as the request's Accept-Encoding allows, in
 * one `onSend` hook (docs/architecture.md#compression). Files are streams, precompressed by the
 * build and sent by the web app plugin, and pass through untouched, as do HEAD requests, 204 and
 * 304. Fastify sets Content-Length from the compressed body.
 */
export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook("onSend", (request, reply, payload, done) => {
      // Nearly every answer is small: the cheapest test first (a character is at most 3 bytes).
      if (
        (typeof payload !== "string" && !Buffer.isBuffer(payload)) ||
        payload.length < COMPRESSION_THRESHOLD / 3
      ) {
        return done(null, payload);
      }
      if (
        Buffer.byteLength(payload) < COMPRESSION_THRESHOLD ||
        request.method === "HEAD" ||
        reply.statusCode === 204 ||
        reply.statusCode === 304 ||
        reply.hasHeader("content-encoding")
      ) {
        return done(null, payload);
      }
      // Uncompressed or not, this answer depends on the header.
      varyOnAcceptEncoding(reply);
      const coding = acceptedCoding(request.headers["accept-encoding"]);
      if (!coding) return done(null, payload);
      reply.header("content-encoding", coding);
      done(null, compressed(payload, coding));
    });
  },
  { name: "kosh-compression" },
);
