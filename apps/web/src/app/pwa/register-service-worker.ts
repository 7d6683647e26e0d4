import { registerSW } from "virtual:pwa-register";
import { offerUpdate } from "./service-worker-update.ts";

// A tab left open for days still learns of a new version.
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker vite-plugin-pwa generates (docs/architecture.md#offline). A new
 * version waits until the person accepts the update prompt, so a page is never swapped mid-task.
 */
export function registerServiceWorker() {
  const applyUpdate = registerSW({
    onNeedRefresh: () => offerUpdate(() => applyUpdate(true)),
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine) void registration.update();
      }, UPDATE_CHECK_MS);
    },
    onRegisterError: (error: unknown) => {
      // Without a worker the app still works online; only offline use is lost.
      console.warn("The offline copy of Kosh could not be set up.", error);
    },
  });
}
