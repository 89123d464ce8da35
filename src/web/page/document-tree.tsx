import { createContext, useContext } from "react";
import type { PageTree } from "../../core/page/page-tree";
import type { WrittenTree } from "./tree-json";

/**
 * A document's page tree travels in its own data block, `<script type="application/json">`,
 * rather than inside React Router's loader data: there the ~80 KB of JSON was escaped for
 * turbo-stream, then again for the script that carries the stream, and read back through both
 * (a third of what an uncached page allocated). A data block never runs, so it needs no nonce or
 * CSP hash. A client navigation's `.data` answer still carries the tree in the loader data.
 */
const TREE_SCRIPT_ID = "sobor-page-tree";

const DocumentTreeContext = createContext<WrittenTree | undefined>(undefined);

/** Given the tree the page loader kept for the document (`WebContext.documentTree`) by the server entry. */
export const DocumentTreeProvider = DocumentTreeContext.Provider;

/** Read once in the browser: the document's block, from the hydration on. */
let documentBlock: string | null | undefined;

/**
 * The tree JSON this document carries: on the server the render's, with the tree read from it
 * (`writeTree`); in the browser its data block, which the page reads itself.
 */
export function useDocumentTree(): { json: string; read?: PageTree } | undefined {
  const rendering = useContext(DocumentTreeContext);
  if (typeof document === "undefined") return rendering;
  documentBlock ??= document.getElementById(TREE_SCRIPT_ID)?.textContent ?? null;
  return documentBlock === null ? undefined : { json: documentBlock };
}

/**
 * The data block. A `<` occurs in JSON only inside strings, where `\u003c` reads back as the same
 * character, so nothing in the text can end the element early (`</script>`, `<!--`).
 */
export function DocumentTreeScript({ json }: { json: string }) {
  return <script type="application/json" id={TREE_SCRIPT_ID} dangerouslySetInnerHTML={{ __html: json.replaceAll("<", "\\u003c") }} />;
}
