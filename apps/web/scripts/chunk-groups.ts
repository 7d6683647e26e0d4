/**
 * How the build groups the modules that several pages share (docs/architecture.md#first-paint).
 *
 * Left to itself, the bundler gives every set of pages that share modules a chunk of its own, so a
 * signed-in person's first load of the dashboard asked for fifteen small files. On a phone's
 * connection each wave of six costs a round trip (Lighthouse's simulation allows six at a time, as
 * HTTP/1.1 does). Two groups bring that down to three:
 * - `signed-in`: what the dashboard needs that no public page does (the query client, the
 *   sign-in guard, the dashboard itself, pieces it shares with the other signed-in pages). The
 *   other signed-in pages and the sign-in screens load it too: it is the page they lead to.
 * - `shared`: what the calculator pages and the dashboard both need (money formatting, the
 *   spinner, the tables), one file instead of one per combination of pages; `shared-pages`: what
 *   the dashboard shares only with other public pages (the home page's chat and its FD rule, the
 *   home loan's financial years, the schedule's download), so a calculator page does not carry it.
 *
 * - `contracts`: zod and core's contracts and endpoint entries, which the dashboard parses its
 *   answers with; never in `shared`, since a public page loads them only on a click (a
 *   calculator's endpoint), and its first load stays within the JS budget. Neither the shell nor
 *   the dashboard's chunk waits for it: the first requests need only core's early-routes.ts, and
 *   the modules that call endpoints load their entries with `import()` when they first call one
 *   (docs/architecture.md#first-paint), so the entries loaded that way join this chunk too.
 * - `signed-in-common`: what the dashboard's own modules share with those entries (no zod).
 * - `shell`: what the entry loads, kept in one file with it.
 *
 * Modules only the dashboard's dialogs use stay in the dialogs' own lazily loaded chunk, and the
 * public pages' own modules stay in theirs.
 */
import type { Rolldown } from "vite";

/**
 * The chunks whose file keeps its name (vite.config.ts; every other chunk is named by its hash
 * alone): the groups the prerender preloads on a signed-in page (scripts/prerender.mjs), the
 * dictionaries, which the bench counts by their language (bench/figures/page-javascript.ts), and
 * the kept chat's check and the assistant's reasoning, which e2e's home-chat.spec.ts keeps from
 * loading.
 */
export const NAMED_CHUNKS: ReadonlySet<string> = new Set([
  "signed-in",
  "contracts",
  "en",
  "hi",
  "restored-chat",
  "chat-reply",
]);

/** The route modules (src/app/routes/) of pages that are only for signed-in people. */
const SIGNED_IN_ROUTES = [
  "dashboard",
  "admin",
  "settings",
  "tax-year-interest",
  "household",
  "import",
  "auth",
  "complete-profile",
].map((page) => `/src/app/routes/${page}.tsx`);
/** Chunks loaded only on signed-in pages: the dashboard's dialogs, the notification bell. */
const SIGNED_IN_ONLY = [
  ...SIGNED_IN_ROUTES,
  "/src/features/investments/components/dialogs/investment-dialogs.tsx",
  "/src/features/notifications/notification-bell.tsx",
];
const DASHBOARD = "/src/app/routes/dashboard.tsx";
/** The one page of most calculators (docs/architecture.md#adding-a-calculator). */
const STANDARD_CALCULATOR = "/src/app/routes/standard-calculator.tsx";
/** A page's route module (src/app/routes/), the chunk the router loads for its first screen. */
const ROUTE = /\/src\/app\/routes\/(?:calculators\/)?[\w-]+\.tsx$/;
/**
 * The home page's chat reasoning, which it loads with the first question (core's chat-reply.ts):
 * grouped as a public page's own modules, so the formulas it shares with the calculator pages and
 * the dashboard stay in the few shared chunks rather than in small chunks for each combination of
 * pages (docs/bench-log.md, 2026-11-30).
 */
const CHAT_REASONING = "/packages/core/src/chat/chat-reply.ts";
/**
 * zod, and core's contracts and endpoint entries built with it (not endpoint.ts, endpoint-call.ts
 * and early-routes.ts, which the shell imports, nor control-character.ts, which the sign-in guard
 * imports, nor the catalogue of messages, message.ts and messages/, which the dashboard's deposit
 * rules write their refusals with: none of them imports zod).
 */
const CONTRACTS =
  /\/node_modules\/zod\/|\/packages\/core\/src\/(contracts\/(?!control-character\.ts|message\.ts|messages\/)|api\/(?!(endpoint|endpoint-call|early-routes)\.ts))/;
/** Core's calculator formulas and the schemes' rates table. */
const FORMULAS = /\/packages\/core\/src\/(calculators|schemes)\//;
/** Core's endpoint entries (`api/investments.ts`), which the web loads with `import()`. */
const ENTRIES = /\/packages\/core\/src\/api\/[\w-]+\.ts$/;

interface ModuleGraph {
  getModuleInfo(id: string): {
    importers: readonly string[];
    dynamicImporters: readonly string[];
    isEntry: boolean;
  } | null;
}

const normalised = (id: string) => id.replaceAll("\\", "/");
const endsWithAny = (id: string, ends: readonly string[]) =>
  ends.some((end) => normalised(id).endsWith(end));

/** The chunks that load `id`: the entries and lazily imported modules it is statically reached from. */
function loadedBy(id: string, graph: ModuleGraph): string[] {
  const seen = new Set([id]);
  const queue = [id];
  const entries: string[] = [];
  while (queue.length > 0) {
    const current = queue.pop()!;
    const info = graph.getModuleInfo(current);
    if (!info) continue;
    if (info.isEntry || info.dynamicImporters.length > 0) entries.push(current);
    for (const importer of info.importers) {
      if (!seen.has(importer)) {
        seen.add(importer);
        queue.push(importer);
      }
    }
  }
  return entries;
}

/** Whether the dashboard's page loads `id` with its own chunk or the shell's. */
function dashboardLoads(id: string, graph: ModuleGraph): boolean {
  return loadedBy(id, graph).some(
    (entry) =>
      endsWithAny(entry, [DASHBOARD]) || graph.getModuleInfo(entry)?.isEntry,
  );
}

/**
 * Whether `entry` is endpoint entries that the dashboard or the shell load with `import()` on
 * their first call (the list's, the session's).
 */
function isDashboardEntries(entry: string, graph: ModuleGraph): boolean {
  return (
    ENTRIES.test(normalised(entry)) &&
    (graph.getModuleInfo(entry)?.dynamicImporters ?? []).some((importer) =>
      dashboardLoads(importer, graph),
    )
  );
}

export const chunkGroups: Rolldown.CodeSplittingGroup[] = [
  {
    // Everything the entry loads stays one file. Without this group the bundler moved the modules
    // that the entry shares with the chunks below (React, its JSX runtime, core's endpoint.ts) into
    // small chunks of their own, three more files and ~1 KiB more gzip on every page.
    debugName: "shell",
    name(id, graph) {
      return loadedBy(id, graph).some(
        (entry) => graph.getModuleInfo(entry)?.isEntry,
      )
        ? "shell"
        : null;
    },
    priority: 3,
  },
  {
    debugName: "signed-in",
    name(id, graph) {
      const entries = loadedBy(id, graph);
      return entries.some((entry) => endsWithAny(entry, [DASHBOARD])) &&
        entries.every((entry) => endsWithAny(entry, SIGNED_IN_ONLY))
        ? "signed-in"
        : null;
    },
    priority: 2,
  },
  {
    // What the dashboard's own modules and the entries it loads on a first call both use (the
    // interest schedules, the control-character test; no zod): neither chunk can hold it without
    // making the other wait for it, and a public page loads none of it.
    debugName: "signed-in-common",
    name(id, graph) {
      const entries = loadedBy(id, graph);
      return entries.some((entry) => endsWithAny(entry, [DASHBOARD])) &&
        entries.some((entry) => isDashboardEntries(entry, graph)) &&
        entries.every(
          (entry) =>
            endsWithAny(entry, SIGNED_IN_ONLY) ||
            isDashboardEntries(entry, graph),
        )
        ? "signed-in-common"
        : null;
    },
    priority: 2,
  },
  {
    debugName: "shared",
    name(id, graph) {
      // zod and the contracts: a public page loads them only on a click (a calculator's
      // endpoint), so they stay in a chunk of their own rather than in what public pages load.
      if (CONTRACTS.test(normalised(id))) return null;
      // A module loaded with import() of its own (a language's dictionary, which the dashboard's
      // code may also import for its English defaults) is no public page: counting it as one put
      // the investments' and notifications' English words in what /sip loads.
      const entries = loadedBy(id, graph).filter((entry) => entry !== id);
      if (entries.some((entry) => graph.getModuleInfo(entry)?.isEntry))
        return null; // in the shell already
      // Only a public page's route module counts: what it loads later (a dialog, a chart drawn
      // after paint, in a chunk of its own beside the dashboard's) or the frame loads on demand, and the endpoint entries the
      // dashboard loads on a first call, are no public page, so a module they share with the
      // dashboard stays out of what every public page loads (`/sip` carried the date formats and
      // the file download for the history dialog and the dashboard,
      // docs/decisions/0041-the-shell-loads-what-it-shows-on-demand.md).
      if (!entries.some((entry) => endsWithAny(entry, [DASHBOARD])))
        return null;
      const publicRoutes = entries.filter(
        (entry) =>
          (ROUTE.test(normalised(entry)) ||
            endsWithAny(entry, [CHAT_REASONING])) &&
          !endsWithAny(entry, SIGNED_IN_ONLY),
      );
      if (publicRoutes.length === 0) return null;
      // What most calculator pages load (their one page, standard-calculator.tsx) in one file; what
      // only some other public page shares with the dashboard (the home page's chat, the home
      // loan's financial years) in another, so a calculator page does not carry it; and of that,
      // the formulas and rates the home page's chat shares with the dashboard in a third, so the
      // home loan's pages, which share only the dates and tables, do not carry them.
      if (
        publicRoutes.some((entry) => endsWithAny(entry, [STANDARD_CALCULATOR]))
      )
        return "shared";
      return FORMULAS.test(normalised(id)) ? "shared-formulas" : "shared-pages";
    },
    priority: 1,
  },
  {
    // The contracts the dashboard parses its answers with, and the entries loaded on a first
    // call, in one file rather than one per module.
    debugName: "contracts",
    name(id, graph) {
      return CONTRACTS.test(normalised(id)) &&
        loadedBy(id, graph).some(
          (entry) =>
            endsWithAny(entry, [DASHBOARD]) || isDashboardEntries(entry, graph),
        )
        ? "contracts"
        : null;
    },
    priority: 0,
  },
];
