import type { CalendarFeed } from "@kosh/core/contracts/reminders";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

export const calendarFeedQueryKey = ["calendar-feed"] as const;

/** Whether the person has a calendar address (GET /calendar-feed); the address itself is shown once. */
export function useCalendarFeedStatus() {
  return useQuery({
    queryKey: calendarFeedQueryKey,
    queryFn: ({ signal }) =>
      apiRequest<{ active: boolean }>("/calendar-feed", {
        signal,
        fallbackMessage: "Failed to fetch the calendar address",
      }),
  });
}

/** Makes a new secret address; the one before stops working. */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<CalendarFeed>("/calendar-feed", {
        method: "POST",
        fallbackMessage: "Failed to create the calendar address",
      }),
    onSuccess: () =>
      queryClient.setQueryData(calendarFeedQueryKey, { active: true }),
  });
}

export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<void>("/calendar-feed", {
        method: "DELETE",
        fallbackMessage: "Failed to revoke the calendar address",
      }),
    onSuccess: () =>
      queryClient.setQueryData(calendarFeedQueryKey, { active: false }),
  });
}
