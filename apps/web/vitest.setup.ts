import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";
import { loadEveryMessages } from "./src/lib/i18n/messages.ts";

// findBy*/waitFor give up after 1 s by default; on a busy 2-core machine a query's answer and the
// re-render after it can take longer, which made tests fail for lack of time, not for a wrong screen.
configure({ asyncUtilTimeout: 5_000 });

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
    "./src/lib/i18n/calculator-messages.ts",
    "./src/lib/i18n/error-messages.ts",
  ],
  {
    eager: true,
  },
);
await loadEveryMessages("en");
