import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { renderAt } from "../testing/render-at.tsx";
import { Routes } from "./router.tsx";
import { dropSentAddresses, PAGE_ADDRESSES } from "./sent-head.ts";

const { origin } = window.location;
/** The addresses the server sends in the head of a shared /fd link (apps/server/src/plugins/built-page.ts). */
const SENT = [
  '<link rel="canonical" href="/fd"/>',
  '<link rel="alternate" hreflang="en-IN" href="/fd"/>',
  '<link rel="alternate" hreflang="hi-IN" href="/hi/fd"/>',
  '<link rel="alternate" hreflang="x-default" href="/fd"/>',
]
  .join("")
  .replaceAll('href="/', `href="${origin}/`);

const addresses = () =>
  [...document.querySelectorAll(PAGE_ADDRESSES)].map((link) => [
    link.getAttribute("rel"),
    link.getAttribute("hreflang"),
    link.getAttribute("href"),
  ]);

/** The head as the server sent it: no address of an earlier test's page (React drops its own when it unmounts). */
beforeEach(() => {
  for (const link of document.querySelectorAll(PAGE_ADDRESSES)) link.remove();
});

describe("a page drawn afresh over the head the server sent", () => {
  it("names its own address and each language's once, not beside the server's", async () => {
    document.head.insertAdjacentHTML("beforeend", SENT);
    dropSentAddresses(document);
    renderAt("/no-such-page", <Routes />, { queryClient: false });
    await screen.findByRole("heading", { name: "Page not found" });
    expect(addresses()).toEqual([
      ["canonical", null, `${origin}/no-such-page`],
      ["alternate", "en-IN", `${origin}/no-such-page`],
      ["alternate", "hi-IN", `${origin}/hi/no-such-page`],
      ["alternate", "x-default", `${origin}/no-such-page`],
    ]);
  });

  it("keeps the head's other links: icons, the manifest, styles", () => {
    document.head.insertAdjacentHTML(
      "beforeend",
      `${SENT}<link rel="icon" href="/favicon.svg"/><link rel="manifest" href="/manifest.webmanifest"/>`,
    );
    dropSentAddresses(document);
    expect(addresses()).toEqual([]);
    expect(document.head.querySelector('link[rel="icon"]')).not.toBeNull();
    expect(document.head.querySelector('link[rel="manifest"]')).not.toBeNull();
    for (const link of document.head.querySelectorAll(
      'link[rel="icon"], link[rel="manifest"]',
    ))
      link.remove();
  });
});
