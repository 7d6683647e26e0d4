/**
 * The words core's investment rules name, in English: an investment's status as a person sees it
 * (display-status.ts), shown by the list, the details and the status chart
 * (docs/decisions/0038-hindi-with-typed-dictionaries.md).
 */
export default {
  "status.active": "Active",
  "status.matured": "Matured",
  "status.closed": "Closed",
  "status.renewed": "Renewed",
} as const;
