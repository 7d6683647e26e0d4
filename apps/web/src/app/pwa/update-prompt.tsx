import { useWaitingUpdate } from "./service-worker-update.ts";
import { localeOfPath } from "@kosh/core/i18n/locale";
import { onDemand, useOnDemand } from "../../lib/on-demand.ts";
import { updateMessages } from "./messages/index.ts";

// The offer comes in its own chunk, with its words, once a new version waits: most visits never show it
// (docs/decisions/0041-the-shell-loads-what-it-shows-on-demand.md).
const offerPart = onDemand(() =>
  Promise.all([
    import("./update-offer.tsx"),
    updateMessages.load(localeOfPath(window.location.pathname)),
  ]).then(([module]) => module),
);

/**
 * Where 'A new version of Kosh is ready' appears (docs/product.md#installable-and-offline). The
 * live region is always in the page so screen readers announce the offer when it appears.
 */
export function UpdatePrompt() {
  const apply = useWaitingUpdate();
  const loaded = useOnDemand(offerPart, apply !== null);
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-4 bottom-4 z-50 flex justify-start sm:inset-x-auto sm:left-6 sm:bottom-6"
    >
      {apply && loaded && <loaded.UpdateOffer apply={apply} />}
    </div>
  );
}
