/** A rendered mail: the plain-text part always, the HTML part for clients that show it. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** Paragraphs of escaped text, and an optional button linking to `action.url`. */
export function simpleHtml(lang: string, paragraphs: string[], action?: { label: string; url: string }): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n");
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;background:#1f2937;color:#fff;text-decoration:none;border-radius:6px">${escapeHtml(action.label)}</a></p>`
    : "";
  return `<!doctype html>\n<html lang="${escapeHtml(lang)}"><body style="font-family:sans-serif;line-height:1.5">\n${body}\n${button}\n</body></html>\n`;
}
