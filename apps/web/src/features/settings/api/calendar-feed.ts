import { calendarFeedEndpoints } from "@kosh/core/api/calendar-feed";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client.ts";

export const calendarFeedQueryKey = ["calendar-feed"] as const;

/** Whether the person has a calendar address (GET /calendar-feed); the address itself is shown once. */
export function useCalendarFeedStatus() {
  return useQuery({
    queryKey: calendarFeedQueryKey,
    queryFn: ({ signal }) =>
      callEndpoint(
        calendarFeedEndpoints.status,
        {},
        { signal, fallbackMessage: "Failed to fetch the calendar address" },
      ),
  });
}

/** Makes a new secret address; the one before stops working. */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      callEndpoint(
        calendarFeedEndpoints.create,
        {},
        { fallbackMessage: "Failed to create the calendar address" },
      ),
    onSuccess: () =>
      queryClient.setQueryData(calendarFeedQueryKey, { active: true }),
  });
}

export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      callEndpoint(
        calendarFeedEndpoints.revoke,
        {},
        { fallbackMessage: "Failed to revoke the calendar address" },
      ),
    onSuccess: () =>
      queryClient.setQueryData(calendarFeedQueryKey, { active: false }),
  });
}
