import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { options } from "preact";
import { afterEach } from "vitest";
import { loadEveryMessages } from "./src/lib/i18n/messages.ts";

// findBy*/waitFor give up after 1 s by default; on a busy 2-core machine a query's answer and the
// re-render after it can take longer, which made tests fail for lack of time, not for a wrong screen.
configure({ asyncUtilTimeout: 5_000 });

// Preact runs a component's effects after the browser's next paint (requestAnimationFrame); jsdom
// paints nothing and runs that every 16 ms. At the next turn instead, an effect has run by the time
// user-event's next step or a test's assertion comes, as after a paint in a browser
// (docs/decisions/0060-preact-runs-the-react-components.md).
options.requestAnimationFrame = (callback) => void setTimeout(callback);

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

// Every feature's messages (docs/decisions/0038-hindi-with-typed-dictionaries.md), in English, as a
// page loads its own before it draws; a test of another language loads that one itself.
import.meta.glob(
  [
    "./src/**/messages/index.ts",
    "./src/**/messages/**/index.ts",
    "./src/lib/i18n/*-messages.ts",
  ],
  {
    eager: true,
  },
);
await loadEveryMessages("en");
