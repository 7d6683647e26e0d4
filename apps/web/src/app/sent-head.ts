/** The addresses components/page-head.tsx names in the head: the page's own and each language's. */
export const PAGE_ADDRESSES =
  'head > link[rel="canonical"], head > link[rel="alternate"][hreflang]';

/**
 * Removes the addresses the server sent in the head, for a page React draws afresh (a shared
 * link's, or a drawn page a signed-in person opens): React reuses them only when it takes a drawn
 * page over as it is (hydration). Kept, the head would name each address twice, and after a move
 * to another page the first page's still (Lighthouse's canonical audit fails on two).
 */
export function dropSentAddresses(document: Document): void {
  for (const link of document.querySelectorAll(PAGE_ADDRESSES)) link.remove();
}
