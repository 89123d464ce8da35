/**
 * The TipTap editor of rich-text fields: headings 1-6, bold, italic, strike, links and an
 * inserted copy button ({text, label}; public pages render it with src/core/page/rich-text.tsx).
 * Loaded lazily, so only an admin opening a form with rich text downloads TipTap.
 */
import Link from "@tiptap/extension-link";
import { EditorContent, mergeAttributes, Node, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { Bold, ClipboardCopy, Italic, Link as LinkIcon, Strikethrough } from "lucide-react";
import { useState, type KeyboardEvent, type ReactNode } from "react";
import { Button } from "../ui/button";
import { cn } from "../ui/cn";
import { documentLanguage } from "../i18n/texts";
import { Input } from "../ui/input";
import { FORM_TEXTS } from "./form-texts";
import { useAdminTexts } from "./use-texts";

export const CopyButtonNode = Node.create({
  name: "copyButton",
  group: "inline",
  inline: true,
  atom: true,
  selectable: true,
  addAttributes() {
    return {
      text: { default: "", parseHTML: (el) => el.getAttribute("data-text") ?? "", renderHTML: (a) => ({ "data-text": a.text }) },
      label: {
        default: null,
        parseHTML: (el) => el.getAttribute("data-label"),
        renderHTML: (a) => (a.label ? { "data-label": a.label } : {}),
      },
    };
  },
  parseHTML() {
    return [{ tag: "span[data-copy-button]" }];
  },
  renderHTML({ node, HTMLAttributes }) {
    return [
      "span",
      mergeAttributes(HTMLAttributes, {
        "data-copy-button": "",
        class: "mx-0.5 inline-flex items-center rounded border border-brand-300 bg-brand-50 px-1.5 text-sm",
      }),
      // Rendered outside React: the page's language (the admin's <html lang>).
      `⧉ ${String(node.attrs.label || node.attrs.text || FORM_TEXTS.text("copy", documentLanguage() ?? "en"))}`,
    ];
  },
});

export const richTextExtensions = () => [
  // StarterKit 3 already has Link: switched off there, added with our options.
  StarterKit.configure({ link: false, heading: { levels: [1, 2, 3, 4, 5, 6] } }),
  Link.configure({ openOnClick: false, autolink: true, protocols: ["http", "https", "mailto", "tel"] }),
  CopyButtonNode,
];

function ToolButton({ pressed, onClick, label, children }: { pressed?: boolean; onClick: () => void; label: string; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        "inline-flex size-8 items-center justify-center rounded hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600",
        pressed && "bg-brand-200",
      )}
    >
      {children}
    </button>
  );
}

function blockOf(editor: Editor): string {
  for (let level = 1; level <= 6; level++) if (editor.isActive("heading", { level })) return `h${level}`;
  return "p";
}

const enterApplies = (apply: () => void) => (event: KeyboardEvent) => {
  if (event.key === "Enter") {
    event.preventDefault();
    apply();
  }
};

export default function RichTextEditor({
  value,
  onChange,
  label,
  invalid,
  id,
}: {
  value: object;
  onChange: (json: string) => void;
  label: string;
  invalid?: boolean;
  id: string;
}) {
  const t = useAdminTexts(FORM_TEXTS);
  const [panel, setPanel] = useState<"link" | "copy" | null>(null);
  const [href, setHref] = useState("");
  const [copyText, setCopyText] = useState("");
  const [copyLabel, setCopyLabel] = useState("");
  const editor = useEditor({
    extensions: richTextExtensions(),
    content: value,
    immediatelyRender: false,
    onUpdate: ({ editor: e }) => onChange(JSON.stringify(e.getJSON())),
    editorProps: {
      attributes: {
        id,
        role: "textbox",
        "aria-multiline": "true",
        "aria-label": label,
        ...(invalid ? { "aria-invalid": "true" } : {}),
        class: "prose-sobor min-h-28 px-3 py-2 text-sm focus:outline-none",
      },
    },
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      e
        ? { block: blockOf(e), bold: e.isActive("bold"), italic: e.isActive("italic"), strike: e.isActive("strike"), link: e.isActive("link") }
        : { block: "p", bold: false, italic: false, strike: false, link: false },
  });

  if (!editor) return <div className="h-40 animate-pulse rounded-md border border-brand-300 bg-brand-50" aria-hidden />;

  const setBlock = (block: string) => {
    const chain = editor.chain().focus();
    if (block === "p") chain.setParagraph().run();
    else chain.setHeading({ level: Number(block.slice(1)) as 1 | 2 | 3 | 4 | 5 | 6 }).run();
  };
  const applyLink = () => {
    const url = href.trim();
    if (url) editor.chain().focus().extendMarkRange("link").setLink({ href: url }).run();
    else editor.chain().focus().extendMarkRange("link").unsetLink().run();
    setPanel(null);
  };
  const insertCopy = () => {
    if (!copyText.trim()) return;
    editor
      .chain()
      .focus()
      .insertContent({ type: "copyButton", attrs: { text: copyText.trim(), label: copyLabel.trim() || null } })
      .run();
    setCopyText("");
    setCopyLabel("");
    setPanel(null);
  };

  return (
    <div className={cn("rounded-md border border-brand-300 bg-white focus-within:outline-2 focus-within:outline-offset-1 focus-within:outline-brand-600", invalid && "border-red-500")}>
      <div role="toolbar" aria-label={t("formattingOf", { label })} className="flex flex-wrap items-center gap-1 border-b border-brand-200 p-1">
        <select
          aria-label={t("blockTypeOf", { label })}
          value={state?.block ?? "p"}
          onChange={(e) => setBlock(e.target.value)}
          className="h-8 rounded border border-brand-200 bg-white px-1 text-sm focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <option value="p">{t("paragraph")}</option>
          {[1, 2, 3, 4, 5, 6].map((level) => (
            <option key={level} value={`h${level}`}>
              {t("heading", { level })}
            </option>
          ))}
        </select>
        <ToolButton label={t("bold")} pressed={state?.bold} onClick={() => editor.chain().focus().toggleBold().run()}>
          <Bold className="size-4" aria-hidden />
        </ToolButton>
        <ToolButton label={t("italic")} pressed={state?.italic} onClick={() => editor.chain().focus().toggleItalic().run()}>
          <Italic className="size-4" aria-hidden />
        </ToolButton>
        <ToolButton label={t("strike")} pressed={state?.strike} onClick={() => editor.chain().focus().toggleStrike().run()}>
          <Strikethrough className="size-4" aria-hidden />
        </ToolButton>
        <ToolButton
          label={t("link")}
          pressed={state?.link || panel === "link"}
          onClick={() => {
            setHref(String(editor.getAttributes("link").href ?? ""));
            setPanel(panel === "link" ? null : "link");
          }}
        >
          <LinkIcon className="size-4" aria-hidden />
        </ToolButton>
        <ToolButton label={t("insertCopyButton")} pressed={panel === "copy"} onClick={() => setPanel(panel === "copy" ? null : "copy")}>
          <ClipboardCopy className="size-4" aria-hidden />
        </ToolButton>
      </div>
      {panel === "link" ? (
        <div className="flex flex-wrap items-center gap-2 border-b border-brand-200 p-2">
          <Input aria-label={t("linkUrl")} placeholder={t("linkPlaceholder")} value={href} onChange={(e) => setHref(e.target.value)} onKeyDown={enterApplies(applyLink)} className="h-8 min-w-0 flex-1" autoFocus />
          <Button type="button" size="sm" onClick={applyLink}>
            {t("apply")}
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={() => { setHref(""); editor.chain().focus().extendMarkRange("link").unsetLink().run(); setPanel(null); }}>
            {t("removeLink")}
          </Button>
        </div>
      ) : null}
      {panel === "copy" ? (
        <div className="flex flex-wrap items-center gap-2 border-b border-brand-200 p-2">
          <Input aria-label={t("textToCopy")} placeholder={t("textToCopy")} value={copyText} onChange={(e) => setCopyText(e.target.value)} onKeyDown={enterApplies(insertCopy)} className="h-8 min-w-0 flex-1" autoFocus />
          <Input aria-label={t("buttonLabel")} placeholder={t("buttonLabelPlaceholder")} value={copyLabel} onChange={(e) => setCopyLabel(e.target.value)} onKeyDown={enterApplies(insertCopy)} className="h-8 min-w-0 flex-1" />
          <Button type="button" size="sm" onClick={insertCopy}>
            {t("insert")}
          </Button>
        </div>
      ) : null}
      <EditorContent editor={editor} />
    </div>
  );
}
