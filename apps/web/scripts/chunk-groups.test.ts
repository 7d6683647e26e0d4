import { describe, expect, it } from "vitest";
import { chunkGroups } from "./chunk-groups.ts";

/** A small module graph as the bundler reports it: who imports whom, statically or lazily. */
const IMPORTS: Record<string, { imports?: string[]; lazy?: string[] }> = {
  "/app/index.html": { imports: ["/app/src/main.tsx"] },
  "/app/src/main.tsx": {
    imports: [
      "/app/src/lib/api-client.ts",
      "/app/src/lib/session.tsx",
      "/app/packages/core/src/api/early-routes.ts",
    ],
    lazy: [
      "/app/src/app/routes/dashboard.tsx",
      "/app/src/app/routes/admin.tsx",
      "/app/src/app/routes/standard-calculator.tsx",
      "/app/src/app/routes/home.tsx",
    ],
  },
  // The home page's chat works out FDs with the dashboard's rule (core's formula), and shows
  // dates as the dashboard does.
  "/app/src/app/routes/home.tsx": {
    imports: [
      "/app/packages/core/src/calculators/fixed-deposit.ts",
      "/app/src/page-dates.ts",
    ],
  },
  // The session's entries, loaded when a stored session is checked.
  "/app/src/lib/session.tsx": { lazy: ["/app/packages/core/src/api/auth.ts"] },
  "/app/src/app/routes/dashboard.tsx": {
    imports: ["/app/src/dashboard-screen.tsx", "/app/node_modules/query.js"],
  },
  "/app/src/dashboard-screen.tsx": {
    imports: [
      "/app/src/money.ts",
      "/app/packages/core/src/calculators/fixed-deposit.ts",
      "/app/src/page-dates.ts",
      "/app/src/date.ts",
      "/app/src/status-badge.tsx",
      "/app/src/investment-endpoints.ts",
      "/app/packages/core/src/deposits/interest-schedule.ts",
      "/app/packages/core/src/deposits/account-deposits.ts",
    ],
    lazy: [
      "/app/src/features/investments/components/dialogs/investment-dialogs.tsx",
    ],
  },
  // The list's entries, loaded on its first call.
  "/app/src/investment-endpoints.ts": {
    lazy: ["/app/packages/core/src/api/investments.ts"],
  },
  "/app/src/features/investments/components/dialogs/investment-dialogs.tsx": {
    imports: ["/app/src/status-badge.tsx", "/app/node_modules/zod.js"],
  },
  "/app/src/app/routes/admin.tsx": {
    imports: ["/app/src/admin-screen.tsx", "/app/node_modules/query.js"],
  },
  "/app/src/admin-screen.tsx": { imports: ["/app/node_modules/zod.js"] },
  "/app/src/app/routes/standard-calculator.tsx": {
    imports: ["/app/src/money.ts", "/app/src/sip-formula.ts"],
    // The calculator's endpoint entry, loaded on the first Calculate; its history dialog, on a
    // click.
    lazy: [
      "/app/packages/core/src/api/calculate.ts",
      "/app/src/history-dialog.tsx",
    ],
  },
  "/app/src/history-dialog.tsx": { imports: ["/app/src/date.ts"] },
  "/app/packages/core/src/api/investments.ts": {
    imports: [
      "/app/node_modules/zod/index.js",
      "/app/packages/core/src/deposits/interest-schedule.ts",
    ],
  },
  "/app/packages/core/src/api/calculate.ts": {
    imports: [
      "/app/node_modules/zod/index.js",
      "/app/packages/core/src/contracts/calculate.ts",
    ],
  },
  "/app/packages/core/src/contracts/calculate.ts": {
    imports: [
      "/app/node_modules/zod/index.js",
      "/app/packages/core/src/contracts/message.ts",
    ],
  },
  "/app/packages/core/src/api/auth.ts": {
    imports: ["/app/packages/core/src/contracts/auth.ts"],
  },
  "/app/packages/core/src/contracts/auth.ts": {
    imports: [
      "/app/node_modules/zod/index.js",
      "/app/packages/core/src/contracts/message.ts",
    ],
  },
  // A deposit rule of the dashboard's writes its refusal from the catalogue, as the contracts do.
  "/app/packages/core/src/deposits/account-deposits.ts": {
    imports: ["/app/packages/core/src/contracts/message.ts"],
  },
  "/app/packages/core/src/contracts/message.ts": {
    imports: ["/app/packages/core/src/contracts/messages/en.ts"],
  },
};

const graph = {
  getModuleInfo(id: string) {
    const importers: string[] = [];
    const dynamicImporters: string[] = [];
    for (const [from, { imports = [], lazy = [] }] of Object.entries(IMPORTS)) {
      if (imports.includes(id)) importers.push(from);
      if (lazy.includes(id)) dynamicImporters.push(from);
    }
    return { importers, dynamicImporters, isEntry: id === "/app/index.html" };
  },
};

/** The chunk a module is put in by the first group that takes it, as the bundler does. */
function chunkOf(id: string): string | null {
  const groups = [...chunkGroups].sort(
    (a, b) => (b.priority ?? 0) - (a.priority ?? 0),
  );
  for (const group of groups) {
    const name =
      typeof group.name === "function"
        ? group.name(id, graph as never)
        : group.name;
    if (name) return name;
  }
  return null;
}

describe("the build's chunk groups", () => {
  it("puts what only signed-in pages and the dashboard need in one chunk", () => {
    expect(chunkOf("/app/src/dashboard-screen.tsx")).toBe("signed-in");
    expect(chunkOf("/app/node_modules/query.js")).toBe("signed-in");
    // The dashboard and its dialogs both use it: the dashboard needs it first.
    expect(chunkOf("/app/src/status-badge.tsx")).toBe("signed-in");
  });

  it("puts what the dashboard shares with the calculator pages in one shared chunk", () => {
    expect(chunkOf("/app/src/money.ts")).toBe("shared");
  });

  it("puts what the dashboard shares only with a public page other than the calculators' in shared-pages, which no calculator page loads", () => {
    expect(chunkOf("/app/src/page-dates.ts")).toBe("shared-pages");
  });

  it("puts the formulas the dashboard shares only with such a page (the home page's chat) in shared-formulas, so a page needing only shared-pages' dates and tables does not carry them", () => {
    expect(chunkOf("/app/packages/core/src/calculators/fixed-deposit.ts")).toBe(
      "shared-formulas",
    );
  });

  it("keeps what the dashboard shares only with a public page's later parts (a dialog opened on a click) out of the shared chunk", () => {
    expect(chunkOf("/app/src/date.ts")).toBeNull();
  });

  it("keeps zod, which the dashboard parses with and a public page loads on a click, out of the shared chunk", () => {
    expect(chunkOf("/app/node_modules/zod/index.js")).toBe("contracts");
    expect(chunkOf("/app/packages/core/src/api/calculate.ts")).toBeNull();
  });

  it("puts the entries the dashboard and the shell load on their first call with the contracts, not in the dashboard's chunk", () => {
    expect(chunkOf("/app/packages/core/src/api/investments.ts")).toBe(
      "contracts",
    );
    expect(chunkOf("/app/packages/core/src/api/auth.ts")).toBe("contracts");
    expect(chunkOf("/app/packages/core/src/contracts/auth.ts")).toBe(
      "contracts",
    );
    expect(chunkOf("/app/src/investment-endpoints.ts")).toBe("signed-in");
    // Used by both the dashboard's modules and those entries: a chunk that neither waits for.
    expect(
      chunkOf("/app/packages/core/src/deposits/interest-schedule.ts"),
    ).toBe("signed-in-common");
  });

  it("keeps the catalogue of messages, which the dashboard's own modules use and which needs no zod, out of the contracts chunk", () => {
    for (const id of [
      "/app/packages/core/src/contracts/message.ts",
      "/app/packages/core/src/contracts/messages/en.ts",
    ])
      expect(chunkOf(id)).not.toBe("contracts");
  });

  it("keeps what the entry loads in one shell chunk, the routes of the first requests included, but no zod", () => {
    expect(chunkOf("/app/src/main.tsx")).toBe("shell");
    expect(chunkOf("/app/src/lib/api-client.ts")).toBe("shell");
    expect(chunkOf("/app/packages/core/src/api/early-routes.ts")).toBe("shell");
    expect(chunkOf("/app/node_modules/zod/index.js")).not.toBe("shell");
  });

  it("leaves the dialogs' own modules, other pages' own modules and what the dashboard does not use where they are", () => {
    expect(chunkOf("/app/node_modules/zod.js")).toBeNull();
    expect(chunkOf("/app/src/admin-screen.tsx")).toBeNull();
    expect(chunkOf("/app/src/sip-formula.ts")).toBeNull();
  });
});
