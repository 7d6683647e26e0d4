import "./app/zod-jitless.ts";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { localeOfPath, pathInLocale } from "@kosh/core/i18n/locale";
import { App } from "./app/app.tsx";
import { startServiceWorker } from "./app/pwa/start-service-worker.ts";
import { preloadPage } from "./app/router.tsx";
import { dropSentAddresses } from "./app/sent-head.ts";
import { readPreferredLocale } from "./lib/i18n/locale.tsx";
import { readToken } from "./lib/session-token.ts";
import "./index.css";

/** How long a take-over waits for a frame that does not come (a hidden tab). */
const FRAME_WAIT_MS = 100;

const root = document.getElementById("root");
if (!root) throw new Error("index.html lacks #root");
const { pathname, search, hash } = window.location;
// The language this device chose last (the language switch) where the address names another: the
// same page in that language instead (docs/decisions/0038-hindi-with-typed-dictionaries.md).
const preferred = readPreferredLocale();
if (preferred && preferred !== localeOfPath(pathname)) {
  window.location.replace(pathInLocale(pathname, preferred) + search + hash);
} else {
  start(root);
}

function start(root: HTMLElement) {
  // The server sent the guest view of this very address, drawn at build time (scripts/prerender.mjs,
  // docs/architecture.md#first-paint): React takes it over as it is. A signed-in person, or a link
  // with a calculator's inputs, gets their own page drawn over it instead.
  const hydrate =
    root.dataset.prerendered === pathname &&
    search === "" &&
    readToken() === null;
  // A signed-in page may come drawn as it looks while the session is checked (the dashboard): the
  // app draws the same over it, keeping its elements (src/prerender.tsx).
  const sentDrawn = root.firstElementChild !== null;
  // The first screen is drawn once its page's chunk is in: no placeholder, then the page. A promise,
  // not a top-level await: with one, the bundler splits the shell's shared modules into extra chunks.
  // A page sent drawn is taken over (or drawn over) once the browser has painted it, too: its
  // scripts may arrive before the first frame, and the take-over then held it off the screen.
  void Promise.all([
    preloadPage(pathname),
    sentDrawn ? afterNextPaint() : undefined,
  ])
    // The page's modules run in the task that brought the last of them; the first render gets a
    // task of its own, so neither holds the browser long (Lighthouse's Total Blocking Time).
    .then(nextTask)
    .then(() => {
      const app = (
        <StrictMode>
          <App />
        </StrictMode>
      );
      // Preact takes the page over in one task: it has no transitions to slice it
      // (docs/decisions/0060-preact-runs-the-react-components.md, Lighthouse's Total Blocking Time).
      if (hydrate) hydrateRoot(root, app);
      else {
        dropSentAddresses(document);
        createRoot(root).render(app);
      }
      startServiceWorker();
    });
}

/** Resolves in a task of its own, after whatever the browser has waiting. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve));
}

/**
 * Resolves in a task after the next frame: a frame's callback runs just before its paint. A tab
 * that draws no frames (hidden) goes on after FRAME_WAIT_MS instead.
 */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, FRAME_WAIT_MS);
    requestAnimationFrame(() => {
      clearTimeout(fallback);
      resolve(nextTask());
    });
  });
}
