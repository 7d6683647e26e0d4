import { reminderEndpoints } from "@kosh/core/api/reminders";
import type {
  ReminderSettings,
  ReminderSettingsInput,
} from "@kosh/core/contracts/reminders";
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client.ts";

export const reminderSettingsQueryKey = ["reminders", "settings"] as const;

/** Reminders on or off, the lead times and the next reminders (GET /reminders/settings). */
export function getReminderSettings(
  signal?: AbortSignal,
): Promise<ReminderSettings> {
  return callEndpoint(
    reminderEndpoints.settings,
    {},
    { signal, fallbackMessage: "settings.loadFailed" },
  );
}

export function useReminderSettings() {
  return useQuery(
    queryOptions({
      queryKey: reminderSettingsQueryKey,
      queryFn: ({ signal }) => getReminderSettings(signal),
    }),
  );
}

export function saveReminderSettings(
  settings: ReminderSettingsInput,
): Promise<ReminderSettings> {
  return callEndpoint(
    reminderEndpoints.updateSettings,
    { body: settings },
    { fallbackMessage: "settings.saveFailed" },
  );
}

/** Saves the settings; the answer (with its new preview) replaces the cached settings. */
export function useSaveReminderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReminderSettings,
    onSuccess: (settings) =>
      queryClient.setQueryData(reminderSettingsQueryKey, settings),
  });
}
