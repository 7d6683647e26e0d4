import type { Endpoint } from "@kosh/core/api/endpoint";

export interface UrlPatternOptions {
  /** What each `:name` of the path may be; any one path segment unless given. */
  params?: Readonly<Record<string, RegExp>>;
  /** The origin the URL must have (`http://127.0.0.1:3200`); any unless given. */
  origin?: string;
}

/**
 * A RegExp for the full URLs of calls to these entries (any method, with or without a query), for
 * what matches a URL rather than calls: Playwright's `page.route`, `waitForResponse`, an address
 * a page shows or a mail links to. Built from the entries' paths (docs/architecture.md#endpoints).
 */
export function endpointUrlPattern(
  entries: Endpoint | readonly Endpoint[],
  { params = {}, origin }: UrlPatternOptions = {},
): RegExp {
  const paths = [entries].flat().map((entry) =>
    entry.path
      .split(/(:[A-Za-z_]\w*)/)
      .map((part) =>
        part.startsWith(":")
          ? `(?:${params[part.slice(1)]?.source ?? "[^/?#]+"})`
          : escaped(part),
      )
      .join(""),
  );
  const start = origin === undefined ? "[a-z]+://[^/]+" : escaped(origin);
  return new RegExp(
    `^${start}(?:${[...new Set(paths)].join("|")})(?:\\?[^#]*)?$`,
  );
}

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}
