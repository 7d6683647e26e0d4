import { onTestFinished } from "vitest";

/** A file the page handed the browser to save: its name and its content. */
export interface Download {
  name: string;
  file: Blob;
}

/**
 * The files the page hands the browser to save (components/download-file.ts) during this test,
 * in order. jsdom saves nothing: the blob addresses and the links' clicks are caught here, and
 * let go when the test finishes.
 */
export function captureDownloads(): Download[] {
  const downloads: Download[] = [];
  const blobs = new Map<string, Blob>();
  const { createObjectURL, revokeObjectURL } = URL;
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    const url = `blob:download-${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  };
  URL.revokeObjectURL = () => undefined;
  const onClick = (event: MouseEvent) => {
    const link = event.target;
    if (!(link instanceof HTMLAnchorElement) || !link.download) return;
    event.preventDefault();
    const file = blobs.get(link.href);
    if (file) downloads.push({ name: link.download, file });
  };
  document.addEventListener("click", onClick, true);
  onTestFinished(() => {
    document.removeEventListener("click", onClick, true);
    URL.createObjectURL = createObjectURL;
    // The link's own revoke comes a minute later, after any test.
    URL.revokeObjectURL = revokeObjectURL ?? (() => undefined);
  });
  return downloads;
}
