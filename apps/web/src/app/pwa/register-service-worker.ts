import { offerUpdate } from "./service-worker-update.ts";

// A tab left open for days still learns of a new version.
const UPDATE_CHECK_MS = 60 * 60 * 1000;
/** The worker vite-plugin-pwa builds (docs/architecture.md#offline). */
const WORKER_URL = "/sw.js";

/**
 * Registers the service worker with the browser's own API (decision 0017): the few lines below do
 * what workbox-window did for us, without its 2.1 KiB on every page. A new version waits until the
 * person accepts the update prompt, so a page is never swapped mid-task; accepted, the waiting
 * worker is told to take over (the generated worker listens for SKIP_WAITING) and the page
 * reloads once it has. The first install offers nothing: there is no older version to replace.
 */
export async function registerServiceWorker(
  container: ServiceWorkerContainer = navigator.serviceWorker,
  reload: () => void = () => window.location.reload(),
): Promise<void> {
  let registration: ServiceWorkerRegistration;
  try {
    registration = await container.register(WORKER_URL, { scope: "/" });
  } catch (error) {
    // Without a worker the app still works online; only offline use is lost.
    console.warn("The offline copy of Kosh could not be set up.", error);
    return;
  }

  const offer = (worker: ServiceWorker) =>
    offerUpdate(async () => {
      container.addEventListener("controllerchange", () => reload(), {
        once: true,
      });
      worker.postMessage({ type: "SKIP_WAITING" });
    });

  // A version installed in an earlier visit may already be waiting.
  if (registration.waiting && container.controller) {
    offer(registration.waiting);
  }
  registration.addEventListener("updatefound", () => {
    const installing = registration.installing;
    installing?.addEventListener("statechange", () => {
      if (installing.state === "installed" && container.controller) {
        offer(installing);
      }
    });
  });

  setInterval(() => {
    if (navigator.onLine) void registration.update().catch(() => undefined);
  }, UPDATE_CHECK_MS);
}
