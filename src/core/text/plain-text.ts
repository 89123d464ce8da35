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

// A stored document is whatever a writer sent: its parts are read only where they have the shape
// the editor gives them, so a hostile or damaged one renders as less text, never as an error.
const isNode = (value: unknown): value is RichNode => typeof value === "object" && value !== null && !Array.isArray(value);

/** A node's children that are nodes (none when `content` is not a list). */
export const richChildren = (node: RichNode): RichNode[] => (Array.isArray(node.content) ? node.content.filter(isNode) : []);

/** A node's own text ('' when it has none, or something other than text). */
export const richText = (node: RichNode): string => (typeof node.text === "string" ? node.text : "");

const isMark = (value: unknown) => isNode(value) && typeof value.type === "string";

/** A node's marks that are marks (none when `marks` is not a list). */
export const richMarks = (node: RichNode): NonNullable<RichNode["marks"]> => (Array.isArray(node.marks) ? node.marks.filter(isMark) : []);

/** The JSON a text holds when it reads as a document (starts with '{' and parses), else undefined. */
function documentJson(text: string): unknown {
  const trimmed = text.trim();
  if (!trimmed.startsWith("{")) return undefined;
  try {
    return JSON.parse(trimmed);
  } catch {
    return undefined;
  }
}

/**
 * What makes a value not a document the editor could have made (a node that is not an object,
 * `content` or `marks` that are not lists, text that is not text), or undefined when it is one.
 * Walked with a list, not recursion, so a deeply nested body cannot overflow the stack.
 */
export function richDocumentFault(document: unknown): string | undefined {
  const pending: unknown[] = [document];
  while (pending.length) {
    const node = pending.pop();
    if (!isNode(node)) return "each node must be an object";
    if (node.type !== undefined && typeof node.type !== "string") return "a node's type must be text";
    if (node.text !== undefined && typeof node.text !== "string") return "a node's text must be text";
    if (node.content !== undefined) {
      if (!Array.isArray(node.content)) return "a node's content must be a list of nodes";
      // One by one: spreading a list of a few hundred thousand nodes would overflow the call stack.
      for (const child of node.content as unknown[]) pending.push(child);
    }
    if (node.marks !== undefined && !(Array.isArray(node.marks) && node.marks.every(isMark))) {
      return "a node's marks must be a list of marks with a type";
    }
  }
  return undefined;
}

/** The fault of a stored rich-text value (`richDocumentFault`); plain text, and text that is not JSON, have none. */
export function richValueFault(value: unknown): string | undefined {
  if (typeof value === "string") {
    const json = documentJson(value);
    return json === undefined ? undefined : richDocumentFault(json);
  }
  return value !== null && typeof value === "object" ? richDocumentFault(value) : undefined;
}

/** A stored value as a TipTap document, or as plain text when it is not one. */
export function parseRichText(value: unknown): RichNode | string | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  if (typeof value === "object") return isNode(value) ? value : undefined;
  if (typeof value !== "string") return String(value);
  const json = documentJson(value);
  return isNode(json) ? json : value;
}

/** True for nothing, blank text and a document holding no text and no copy button. */
export function isEmptyRichText(value: unknown): boolean {
  const parsed = parseRichText(value);
  if (parsed === undefined) return true;
  if (typeof parsed === "string") return parsed.trim() === "";
  const empty = (node: RichNode): boolean => !richText(node).trim() && node.type !== "copyButton" && richChildren(node).every(empty);
  return empty(parsed);
}

/** Plain text of a value that may be TipTap JSON (for titles, excerpts and alt texts). */
export function plainText(value: unknown): string {
  const parsed = parseRichText(value);
  if (parsed === undefined) return "";
  if (typeof parsed === "string") return parsed;
  // Inline nodes join as they are; blocks (paragraphs, list items) are separated by a space.
  const inline = (type?: string) => type === "paragraph" || type === "heading";
  const walk = (node: RichNode): string => richText(node) + richChildren(node).map(walk).join(inline(node.type) ? "" : " ");
  return walk(parsed).replace(/\s+/g, " ").trim();
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
