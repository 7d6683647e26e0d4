/** Everything under /api is the JSON API; every other path belongs to the web app. */
export function isApiPath(url: string): boolean {
  // Nearly every request to the API: nothing below can change the answer.
  if (url.startsWith("/api/")) return true;
  let path = url.split("?")[0] ?? url;
  // The router ignores duplicate slashes (app.ts), so //api//health is the API too.
  if (path.includes("//")) path = path.replace(/\/{2,}/g, "/");
  return path === "/api" || path.startsWith("/api/");
}
