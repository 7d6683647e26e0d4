import {
  importMessages,
  importWords,
} from "../../features/import/messages/index.ts";
import { RequireAuth } from "../../features/auth/require-auth.tsx";
import { ImportScreen } from "../../features/import/components/import-screen.tsx";
import { WithQueryClient } from "../../lib/react-query.tsx";

/** Its words, loaded with its chunk (router.tsx). */
export const messages = [importMessages, importWords];

/** Signed-in people only: investments brought in from a CSV file (docs/product.md#import). */
export default function ImportRoute() {
  return (
    <WithQueryClient>
      <RequireAuth>
        <ImportScreen />
      </RequireAuth>
    </WithQueryClient>
  );
}
