/** One text part of a MIME message, decoded. */
export interface MimePart {
  contentType: string;
  text: string;
}

/**
 * The text/* parts of a raw message, with quoted-printable or base64 undone: enough to read what
 * Kosh's mails say. (mailparser would do it, but is not installable from this registry.)
 */
export function mimeTextParts(entity: string): MimePart[] {
  const { headers, body } = splitEntity(entity);
  const contentType = headers.get("content-type") ?? "text/plain";
  const type = (contentType.split(";")[0] ?? "").trim().toLowerCase();
  if (type.startsWith("multipart/")) {
    const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
    if (!boundary) return [];
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith("--"))
      .flatMap((part) => mimeTextParts(part.replace(/^\r?\n/, "")));
  }
  if (!type.startsWith("text/")) return [];
  const encoding = (headers.get("content-transfer-encoding") ?? "7bit")
    .trim()
    .toLowerCase();
  return [{ contentType: type, text: decode(body, encoding) }];
}

/** The headers of a raw message, names lower-cased, folded lines joined. */
export function mimeHeaders(entity: string): Map<string, string> {
  return splitEntity(entity).headers;
}

function splitEntity(entity: string): {
  headers: Map<string, string>;
  body: string;
} {
  const match = /\r?\n\r?\n/.exec(entity);
  const head = match ? entity.slice(0, match.index) : entity;
  const body = match ? entity.slice(match.index + match[0].length) : "";
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0)
      headers.set(
        line.slice(0, colon).trim().toLowerCase(),
        line.slice(colon + 1).trim(),
      );
  }
  return { headers, body };
}

function decode(body: string, encoding: string): string {
  if (encoding === "base64")
    return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding !== "quoted-printable") return body;
  const joined = body.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index] ?? "", "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}
