import "./app/zod-jitless.ts";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
import { startServiceWorker } from "./app/pwa/start-service-worker.ts";
import { preloadPage } from "./app/router.tsx";
import "./index.css";

const root = document.getElementById("root");
if (!root) throw new Error("index.html lacks #root");
// The first screen is drawn once its page's chunk is in: no placeholder, then the page. A promise,
// not a top-level await: with one, the bundler splits the shell's shared modules into extra chunks.
void preloadPage(window.location.pathname).then(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  startServiceWorker();
});
