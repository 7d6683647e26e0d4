/**
 * Registers the service worker once the page has loaded and the browser is idle, from a chunk of
 * its own, so neither the worker nor its registration code delays the first figures
 * (docs/architecture.md#offline). Production builds only: the development server has no worker.
 */
export function startServiceWorker() {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const register = () =>
    void import("./register-service-worker.ts").then((module) =>
      module.registerServiceWorker(),
    );
  const whenIdle = () =>
    "requestIdleCallback" in window
      ? requestIdleCallback(register, { timeout: 5000 })
      : setTimeout(register, 2000);
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
}
