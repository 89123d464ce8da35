// Plain text of stored rich text, for places that cannot render it: page heads, share images,
// excerpts. The renderer (src/core/page/rich-text.tsx) reads the same documents.

/** A TipTap JSON node as our editor stores it. */
export interface RichNode {
  type?: string;
  text?: string;
  attrs?: Record<string, unknown>;
  marks?: { type: string; attrs?: Record<string, unknown> }[];
  content?: RichNode[];
}

/** A stored value as a TipTap document, or as plain text when it is not one. */
export function parseRichText(value: unknown): RichNode | string | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  if (typeof value === "object") return value as RichNode;
  if (typeof value !== "string") return String(value);
  const trimmed = value.trim();
  if (!trimmed.startsWith("{")) return value;
  try {
    return JSON.parse(trimmed) as RichNode;
  } catch {
    return value;
  }
}

/** Plain text of a value that may be TipTap JSON (for titles, excerpts and alt texts). */
export function plainText(value: unknown): string {
  const parsed = parseRichText(value);
  if (parsed === undefined) return "";
  if (typeof parsed === "string") return parsed;
  // Inline nodes join as they are; blocks (paragraphs, list items) are separated by a space.
  const inline = (type?: string) => type === "paragraph" || type === "heading";
  const walk = (node: RichNode): string => (node.text ?? "") + (node.content ?? []).map(walk).join(inline(node.type) ? "" : " ");
  return walk(parsed as RichNode).replace(/\s+/g, " ").trim();
}

/**
 * At most `max` characters of text, cut at a word and ended with '…' when shortened: search
 * engines show about 160 characters of a description.
 */
export function excerpt(text: string, max = 160): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–—-]+$/, "")}…`;
}
