/**
 * Copies a text. Uses the Clipboard API, and where it is missing or refused (an insecure origin,
 * an older browser) falls back to selecting a hidden textarea and `execCommand('copy')`.
 * Resolves to whether the text was copied.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused: try the old way below.
  }
  return copyWithTextarea(text);
}

function copyWithTextarea(text: string): boolean {
  const previousFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const textarea = document.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  textarea.style.position = 'fixed';
  textarea.style.opacity = '0';
  document.body.append(textarea);
  textarea.select();
  let isCopied = false;
  try {
    isCopied = typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    isCopied = false;
  }
  textarea.remove();
  previousFocus?.focus();
  return isCopied;
}
