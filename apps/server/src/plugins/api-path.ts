/** Everything under /api is the JSON API; every other path belongs to the web app. */
export function isApiPath(url: string): boolean {
  const path = url.split("?")[0] ?? url;
  return path === "/api" || path.startsWith("/api/");
}
