import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client.ts";

/**
 * The calendar feed's entries, loaded on the first call: the dashboard shows its panel, and its
 * first screen does not wait for their zod (docs/architecture.md#first-paint).
 */
const loadCalendarFeedEndpoints = () =>
  import("@kosh/core/api/calendar-feed").then(
    (module) => module.calendarFeedEndpoints,
  );

export const calendarFeedQueryKey = ["calendar-feed"] as const;

/** Whether the person has a calendar address (GET /calendar-feed); the address itself is shown once. */
export function useCalendarFeedStatus() {
  return useQuery({
    queryKey: calendarFeedQueryKey,
    queryFn: async ({ signal }) =>
      callEndpoint(
        (await loadCalendarFeedEndpoints()).status,
        {},
        { signal, fallbackMessage: "calendarFeed.loadFailed" },
      ),
  });
}

/** Makes a new secret address; the one before stops working. */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      callEndpoint(
        (await loadCalendarFeedEndpoints()).create,
        {},
        { fallbackMessage: "calendarFeed.createFailed" },
      ),
    onSuccess: () =>
      queryClient.setQueryData(calendarFeedQueryKey, { active: true }),
  });
}

export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      callEndpoint(
        (await loadCalendarFeedEndpoints()).revoke,
        {},
        { fallbackMessage: "calendarFeed.revokeFailed" },
      ),
    onSuccess: () =>
      queryClient.setQueryData(calendarFeedQueryKey, { active: false }),
  });
}
