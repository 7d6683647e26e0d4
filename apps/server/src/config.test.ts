import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

const trustProxyOf = (value: string | undefined) =>
  loadConfig({ NODE_ENV: "test", TRUST_PROXY: value }).TRUST_PROXY;

/** The message a refused TRUST_PROXY stops the server with. */
function refusal(value: string): string {
  try {
    loadConfig({ NODE_ENV: "test", TRUST_PROXY: value });
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error(`TRUST_PROXY=${value} was accepted`);
}

/** What production needs besides defaults: a mail server and the operator (decision 0054). */
const PRODUCTION = {
  NODE_ENV: "production",
  SMTP_URL: "smtp://mail.example.com",
  OPERATOR_NAME: "Sharma Family Office",
  OPERATOR_EMAIL: "privacy@sharma.example.in",
} as const;

/** The message `env` stops the server with. */
function refusalOf(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error(`${JSON.stringify(env)} was accepted`);
}

describe("OPERATOR_NAME and OPERATOR_EMAIL", () => {
  it("are read as given, the name trimmed", () => {
    const config = loadConfig({
      NODE_ENV: "test",
      OPERATOR_NAME: "  Sharma Family Office ",
      OPERATOR_EMAIL: "privacy@sharma.example.in",
    });
    expect([config.OPERATOR_NAME, config.OPERATOR_EMAIL]).toEqual([
      "Sharma Family Office",
      "privacy@sharma.example.in",
    ]);
  });

  it("stay unset outside production, with nothing invented in their place", () => {
    const config = loadConfig({ NODE_ENV: "development" });
    expect([config.OPERATOR_NAME, config.OPERATOR_EMAIL]).toEqual([
      undefined,
      undefined,
    ]);
  });

  it("are each required in production, one line apiece", () => {
    const message = refusalOf({
      NODE_ENV: "production",
      SMTP_URL: PRODUCTION.SMTP_URL,
    });
    expect(message).toMatch(/^ {2}OPERATOR_NAME: is required in production/m);
    expect(message).toMatch(/^ {2}OPERATOR_EMAIL: is required in production/m);
    expect(loadConfig(PRODUCTION).OPERATOR_NAME).toBe("Sharma Family Office");
  });

  it("refuses an address that is none and a name of two lines", () => {
    const message = refusalOf({
      NODE_ENV: "test",
      OPERATOR_NAME: "Sharma\nFamily",
      OPERATOR_EMAIL: "privacy at sharma",
    });
    expect(message).toContain(
      "OPERATOR_NAME: must be one line of text without control characters",
    );
    expect(message).toMatch(/^ {2}OPERATOR_EMAIL: /m);
  });
});

describe("TRUST_PROXY", () => {
  it.each([
    ["unset", undefined],
    ["empty", ""],
    ["false", "false"],
  ])("trusts no proxy when %s, in production too", (_, value) => {
    expect(trustProxyOf(value)).toBe(false);
    expect(
      loadConfig({
        ...PRODUCTION,
        TRUST_PROXY: value,
      }).TRUST_PROXY,
    ).toBe(false);
  });

  it("trusts every hop when true", () => {
    expect(trustProxyOf("true")).toBe(true);
  });

  it.each([
    ["a named range", "loopback", ["loopback"]],
    ["an IPv4 address", "10.0.0.7", ["10.0.0.7"]],
    ["an IPv6 address", "::1", ["::1"]],
    ["an IPv4 CIDR range", "10.0.0.0/8", ["10.0.0.0/8"]],
    ["an IPv6 CIDR range", "fd00::/8", ["fd00::/8"]],
    [
      "a comma-separated list, spaces allowed",
      "loopback, uniquelocal,linklocal , 192.168.1.0/24",
      ["loopback", "uniquelocal", "linklocal", "192.168.1.0/24"],
    ],
  ])("accepts %s", (_, value, trusted) => {
    expect(trustProxyOf(value)).toEqual(trusted);
  });

  it.each([
    ["unset", "10.1.2.3", undefined],
    ["true", "203.0.113.9", "true"],
    ["a named range holding the proxy", "203.0.113.9", "uniquelocal"],
    ["a range holding the proxy", "203.0.113.9", "10.0.0.0/8"],
    ["a list without the proxy", "10.1.2.3", "loopback, 192.168.0.0/16"],
  ])(
    "when %s, a request from 10.1.2.3 forwarding for 203.0.113.9 has request.ip %s",
    async (_, clientAddress, value) => {
      const app = Fastify({ trustProxy: trustProxyOf(value) });
      app.get("/", (request) => ({ ip: request.ip }));

      const response = await app.inject({
        url: "/",
        remoteAddress: "10.1.2.3",
        headers: { "x-forwarded-for": "203.0.113.9" },
      });

      expect(response.json()).toEqual({ ip: clientAddress });
      await app.close();
    },
  );

  it.each([
    ["a misspelt name", "loopbak", '"loopbak"'],
    ["an address out of range", "10.0.0.300", '"10.0.0.300"'],
    ["a prefix too long for IPv4", "10.0.0.0/33", '"10.0.0.0/33"'],
    ["a zero prefix", "0.0.0.0/0", '"0.0.0.0/0"'],
    ["an empty entry", "loopback,", '""'],
    ["a capitalised word", "True", '"True"'],
    ["a host name", "proxy.internal", '"proxy.internal"'],
  ])(
    "refuses %s in one line naming TRUST_PROXY and the entry",
    (_, value, quoted) => {
      const message = refusal(value);

      expect(message).toBe(
        `Invalid configuration:\n  TRUST_PROXY: cannot trust ${quoted}: give true, false, or a comma-separated list of IP addresses, CIDR ranges (10.0.0.0/8), loopback, linklocal or uniquelocal`,
      );
    },
  );

  it("refuses a hop count, which cannot tell a proxy from a client reaching Kosh directly", () => {
    expect(refusal("1")).toMatch(
      /^Invalid configuration:\n {2}TRUST_PROXY: a hop count \(1\) is not accepted, .* list the proxy's addresses instead/,
    );
  });
});
