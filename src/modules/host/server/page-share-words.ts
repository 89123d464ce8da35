import { loadLinked } from "../../../core/entity/index.js";
import type { AppContext } from "../../../core/module.js";
import { pagesToMetadata } from "../entities.js";
import { metadataForLanguage } from "../metadata-language.js";
import type { Row } from "../../../core/page/page-tree.js";

const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : undefined);

/**
 * The words a page without a record shows on its share preview: its metadata's title for the
 * language (without the ' · site name' tail the browser tab needs and the image already carries)
 * and description, else the page's own title.
 */
export async function pageShareWords(context: AppContext, page: Row, language: string): Promise<{ title: string; description?: string }> {
  const links = await loadLinked(context.db, pagesToMetadata, [String(page.id)]);
  const metadata = metadataForLanguage(links.map((link) => link.item as Row), language);
  const title = text(metadata?.openGraphTitle) ?? text(metadata?.title) ?? text(page.title) ?? "";
  return { title: title.split(" · ")[0]!, description: text(metadata?.openGraphDescription) ?? text(metadata?.description) };
}
