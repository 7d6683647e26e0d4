import "./app/zod-jitless.ts";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
import { startServiceWorker } from "./app/pwa/start-service-worker.ts";
import "./index.css";

const root = document.getElementById("root");
if (!root) throw new Error("index.html lacks #root");
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
startServiceWorker();
