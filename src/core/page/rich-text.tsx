import { Fragment, type ReactNode } from "react";
import { isEmptyRichText, parseRichText, plainText, richChildren, richMarks, richText, type RichNode } from "../text/plain-text";
import { lazyView } from "./module-widgets";

// Only the donation details have copy buttons: their code (and the toasts) load with them.
const CopyButton = lazyView(
  () => import("./copy-button"),
  (m) => m.CopyButton,
  { hydrate: "visible" },
);

type Node = RichNode;

export { isEmptyRichText, parseRichText, plainText };

function safeHref(href: unknown): string | undefined {
  if (typeof href !== "string") return undefined;
  return /^(https?:|mailto:|tel:|\/|#)/i.test(href) ? href : undefined;
}

function withMarks(text: string, marks: NonNullable<Node["marks"]>): ReactNode {
  return marks.reduce<ReactNode>((child, mark) => {
    switch (mark.type) {
      case "bold":
        return <strong>{child}</strong>;
      case "italic":
        return <em>{child}</em>;
      case "strike":
        return <s>{child}</s>;
      case "code":
        return <code>{child}</code>;
      case "link": {
        const href = safeHref(mark.attrs?.href);
        const external = href?.includes(":");
        return href ? (
          <a href={href} className="underline underline-offset-2" {...(external ? { target: "_blank", rel: "noreferrer" } : {})}>
            {child}
          </a>
        ) : (
          child
        );
      }
      default:
        return child;
    }
  }, text);
}

const headings = ["h1", "h2", "h3", "h4", "h5", "h6"] as const;

function renderNode(node: Node, key: number): ReactNode {
  const children = richChildren(node).map(renderNode);
  switch (node.type) {
    case "doc":
      return <Fragment key={key}>{children}</Fragment>;
    case "paragraph":
      return <p key={key}>{children}</p>;
    case "heading": {
      const asked = Number(node.attrs?.level);
      const level = Number.isInteger(asked) ? Math.min(6, Math.max(1, asked)) : 2;
      const Tag = headings[level - 1]!;
      return <Tag key={key}>{children}</Tag>;
    }
    case "text":
      return <Fragment key={key}>{withMarks(richText(node), richMarks(node))}</Fragment>;
    case "hardBreak":
      return <br key={key} />;
    case "bulletList":
      return <ul key={key}>{children}</ul>;
    case "orderedList":
      return <ol key={key}>{children}</ol>;
    case "listItem":
      return <li key={key}>{children}</li>;
    case "blockquote":
      return <blockquote key={key}>{children}</blockquote>;
    case "horizontalRule":
      return <hr key={key} />;
    case "copyButton":
      return <CopyButton key={key} text={String(node.attrs?.text ?? "")} label={typeof node.attrs?.label === "string" ? node.attrs.label : undefined} />;
    default:
      return children.length ? <Fragment key={key}>{children}</Fragment> : null;
  }
}

/**
 * Renders TipTap JSON on public pages without shipping TipTap: the node and mark types our
 * editor produces (headings 1-6, paragraphs, lists, bold, italic, strike, link, copy button).
 * A plain string is shown as text, so fields written before the editor still read well.
 */
export function RichText({ value, className }: { value: unknown; className?: string }) {
  const parsed = parseRichText(value);
  if (parsed === undefined) return null;
  return (
    <div className={className ?? "prose-sobor"}>
      {typeof parsed === "string" ? parsed.split(/\n{2,}/).map((p, i) => <p key={i}>{p}</p>) : renderNode(parsed, 0)}
    </div>
  );
}

export const present = (value: unknown) => value !== undefined && value !== null && !isEmptyRichText(value);

/**
 * The value of a localised field in a language: that language's, else the default language's,
 * else any non-empty one. Unlike plain text, a value may be a TipTap document (kept as is).
 */
export function pickLocalised(value: unknown, language: string, fallback: string): unknown {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "object" || Array.isArray(value)) return value;
  const record = value as Record<string, unknown>;
  if (typeof record.type === "string") return value; // a TipTap document, not localised
  if (present(record[language])) return record[language];
  if (present(record[fallback])) return record[fallback];
  return Object.values(record).find(present);
}

