import { useState } from "react";
import { dismissUpdate, type ApplyUpdate } from "./service-worker-update.ts";
import { Button } from "../../components/ui/button.tsx";
import { useMessages } from "../../lib/i18n/messages.ts";
import { appMessages } from "../messages/index.ts";
import { updateMessages } from "./messages/index.ts";

/**
 * 'A new version of Kosh is ready', with Reload and Later; loaded once a new version waits
 * (update-prompt.tsx).
 */
export function UpdateOffer({ apply }: { apply: ApplyUpdate }) {
  const [reloading, setReloading] = useState(false);
  const t = useMessages(updateMessages);
  const frame = useMessages(appMessages);
  return (
    <section
      aria-labelledby="update-heading"
      className="pointer-events-auto w-full max-w-sm rounded-xl bg-white p-4 shadow-lg ring-1 ring-slate-200"
    >
      <h2 id="update-heading" className="font-semibold text-slate-900">
        {t("update.heading")}
      </h2>
      <p className="mt-0.5 text-sm text-slate-600">{t("update.body")}</p>
      <div className="mt-3 flex gap-2">
        <Button
          variant="primary"
          size="sm"
          disabled={reloading}
          onClick={() => {
            setReloading(true);
            void apply();
          }}
        >
          {reloading ? t("update.reloading") : frame("reload")}
        </Button>
        <Button variant="secondary" size="sm" onClick={dismissUpdate}>
          {t("update.later")}
        </Button>
      </div>
    </section>
  );
}
