/**
 * Hands the browser a file to save, named as given; nothing leaves the device. The names Kosh
 * gives (`kosh-home-loan-schedule.csv`, `kosh-interest-2024-25.csv`) are the same ASCII ones on a
 * Hindi page: only the file's content follows the page's language
 * (docs/decisions/0038-hindi-with-typed-dictionaries.md).
 */
export function downloadFile(fileName: string, content: Blob) {
  const url = URL.createObjectURL(content);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; a minute is ample.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
