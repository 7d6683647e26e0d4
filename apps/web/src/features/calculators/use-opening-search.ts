import { useRouter } from "wouter";

/**
 * The address's query as the page opened, where a shared link carries a calculator's inputs. The
 * build's prerender (src/prerender.tsx) has no window: there it is the guest's empty query, which
 * is also the only query a prerendered page is hydrated with.
 */
export function useOpeningSearch(): string {
  const { ssrSearch } = useRouter();
  return ssrSearch ?? window.location.search;
}
