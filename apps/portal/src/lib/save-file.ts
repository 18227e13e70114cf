/** How long the object URL outlives the click: the browser reads the blob after the click returns. */
const OBJECT_URL_LIFETIME_MS = 1000;

/**
 * Hands a file to the browser's download manager under `filename`: an object URL on a temporary
 * `<a download>` that is clicked and removed; the URL is released shortly after.
 */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  anchor.rel = 'noopener';
  anchor.hidden = true;
  document.body.append(anchor);
  try {
    anchor.click();
  } finally {
    anchor.remove();
    setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
  }
}
