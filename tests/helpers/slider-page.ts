import type { TestSobor } from "./sobor.js";

/**
 * A page showing one website-builder slider whose one slide has one image: the record the page
 * shows three relations away (widget → slider → slide → file), for the cache tests. The image's
 * alt is `page.alt` in Russian (`{ ru: alt }`). Answers the website-builder widget's id and the image's.
 */
export async function sliderPage(sobor: TestSobor, page: { url: string; title: string; alt: string }) {
  const create = async (path: string, data: Record<string, unknown>): Promise<{ id: string }> => {
    const { status, body } = await sobor.json(`/api/${path}`, { method: "POST", secret: true, body: { data } });
    if (status !== 201) throw new Error(`POST ${path}: ${status} ${JSON.stringify(body)}`);
    return body.data;
  };
  const hostPage = await create("host/pages", { url: page.url, title: page.title });
  const widget = await create("website-builder/widgets", { title: { ru: "Слайдер" } });
  const slider = await create("website-builder/sliders", {});
  const slide = await create("website-builder/slides", { title: { ru: "Слайд" } });
  const file = await create("file-storage/files", { file: "images/slide.jpg", width: 800, height: 600, alt: { ru: page.alt } });
  await create("website-builder/widgets-to-sliders", { widgetId: widget.id, sliderId: slider.id });
  await create("website-builder/sliders-to-slides", { sliderId: slider.id, slideId: slide.id });
  await create("website-builder/slides-to-file-storage-module-files", { slideId: slide.id, fileStorageModuleFileId: file.id });
  const host = await create("host/widgets", {});
  await create("host/widgets-to-external-widgets", { widgetId: host.id, externalModule: "website-builder", externalWidgetId: widget.id });
  await create("host/pages-to-widgets", { pageId: hostPage.id, widgetId: host.id });
  return { widgetId: widget.id, fileId: file.id };
}
