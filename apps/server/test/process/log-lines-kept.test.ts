import { once } from "node:events";
import { startKoshServer } from "@kosh/testing/kosh-server";
import { describe, expect, it } from "vitest";
import { runTypeScript } from "../child-process.ts";

/**
 * The log gathers lines and writes them together (plugins/log-destination.ts,
 * docs/architecture.md#logs). Whatever way the process ends, every request's access line is
 * written: none may wait in the buffer and be lost.
 */
const REQUESTS = 300;

const SIP_BODY = JSON.stringify({
  monthlyInvestment: 5000,
  expectedReturn: 12,
  timePeriod: 10,
});

function accessLines(stdout: string): number {
  return stdout
    .split("\n")
    .filter(
      (line) =>
        line.includes('"msg":"request completed"') &&
        line.includes('"url":"/api/calculate/sip"'),
    ).length;
}

describe("the access log keeps every line", () => {
  it("when the server is stopped with SIGTERM", async () => {
    const server = await startKoshServer({ env: { LOG_LEVEL: "info" } });
    try {
      for (let index = 0; index < REQUESTS; index += 1) {
        const response = await fetch(`${server.baseUrl}/api/calculate/sip`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: SIP_BODY,
        });
        expect(response.status).toBe(200);
        await response.arrayBuffer();
      }
      const closed = once(server.child, "close");
      server.child.kill("SIGTERM");
      await closed;
      expect(accessLines(server.output())).toBe(REQUESTS);
    } finally {
      await server.stop();
    }
  }, 240_000);

  it.each(["end", "throw"])(
    "when the process ends (%s)",
    async (how) => {
      const { finished } = runTypeScript(
        "test/process/log-then-end.ts",
        [how, String(REQUESTS)],
        { LOG_LEVEL: "info" },
      );
      const { code, stdout, stderr } = await finished;
      expect(code, stderr).toBe(how === "throw" ? 1 : 0);
      if (how === "throw") expect(stderr).toContain("an error nothing catches");
      expect(accessLines(stdout)).toBe(REQUESTS);
    },
    60_000,
  );
});
