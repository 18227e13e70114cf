/** Escapes text for HTML (mails and the server-rendered test checkout page). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
