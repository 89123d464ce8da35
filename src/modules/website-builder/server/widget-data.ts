import { inArray } from "drizzle-orm";
import { groupByParent, loadLinked, type AnyEntityTable, type Linked, type Row } from "../../../core/entity/index.js";
import { isUuid } from "../../../core/http/query.js";
import type { WidgetDataRequest } from "../../../core/module.js";
import { files } from "../../file-storage/entities.js";
import {
  buttonsArraysToButtons,
  buttonsToFileStorageModuleFiles,
  featuresToButtonsArrays,
  featuresToFileStorageModuleFiles,
  logotypesToFileStorageModuleFiles,
  slidersToSlides,
  slidesToButtonsArrays,
  slidesToFileStorageModuleFiles,
  widgets,
  widgetsToButtonsArrays,
  widgetsToFeatures,
  widgetsToFileStorageModuleFiles,
  widgetsToLogotypes,
  widgetsToSliders,
} from "../entities.js";
import type {
  LinkInfo,
  Localised,
  WbButton,
  WbButtonsArray,
  WbFeature,
  WbFile,
  WbLogotype,
  WbSlide,
  WbSlider,
  WbWidgetData,
} from "../widget-data-types.js";

/**
 * Everything the given website-builder widgets show, in at most 14 queries whatever the number
 * of widgets, slides, buttons or files (each level is one batched query for all parents):
 *
 *   1. widgets · widgets→buttons arrays · →logotypes · →sliders · →features · →files   (parallel)
 *   2. sliders→slides · logotypes→files · features→buttons arrays · features→files     (parallel)
 *   3. slides→files · slides→buttons arrays                                             (parallel)
 *   4. buttons arrays→buttons (the arrays of widgets, features and slides at once)
 *   5. buttons→files
 *
 * A level with no parents sends no query. Only public columns are read, and only the fields the
 * widgets render are sent to the browser.
 */
export async function widgetData(request: WidgetDataRequest): Promise<Record<string, WbWidgetData>> {
  const { db, reads } = request;
  // An external link may hold anything; a malformed id would be a SQL error on a uuid column.
  const ids = [...new Set(request.ids.filter((id) => isUuid(id)))];
  const read = (...tables: AnyEntityTable[]) => {
    for (const table of tables) {
      const def = table.$entity;
      reads.add(`${def.module}/${def.name}`);
      if (def.relation) for (const side of [def.relation.left, def.relation.right]) reads.add(`${side.module}/${side.name}`);
    }
  };
  read(
    widgets, widgetsToButtonsArrays, widgetsToLogotypes, widgetsToSliders, widgetsToFeatures, widgetsToFileStorageModuleFiles,
    slidersToSlides, logotypesToFileStorageModuleFiles, featuresToButtonsArrays, featuresToFileStorageModuleFiles,
    slidesToFileStorageModuleFiles, slidesToButtonsArrays, buttonsArraysToButtons, buttonsToFileStorageModuleFiles, files,
  );
  if (!ids.length) return {};

  // 1. The widgets and what hangs directly off them.
  const [widgetRows, widgetArrayLinks, logotypeLinks, sliderLinks, featureLinks, widgetFileLinks] = await Promise.all([
    db
      .select({
        id: widgets.id,
        variant: widgets.variant,
        className: widgets.className,
        slug: widgets.slug,
        anchor: widgets.anchor,
        title: widgets.title,
        subtitle: widgets.subtitle,
        description: widgets.description,
      })
      .from(widgets)
      .where(inArray(widgets.id, ids)),
    loadLinked(db, widgetsToButtonsArrays, ids),
    loadLinked(db, widgetsToLogotypes, ids),
    loadLinked(db, widgetsToSliders, ids),
    loadLinked(db, widgetsToFeatures, ids),
    loadLinked(db, widgetsToFileStorageModuleFiles, ids),
  ]);

  // 2. One level down.
  const [slideLinks, logotypeFileLinks, featureArrayLinks, featureFileLinks] = await Promise.all([
    loadLinked(db, slidersToSlides, itemIds(sliderLinks)),
    loadLinked(db, logotypesToFileStorageModuleFiles, itemIds(logotypeLinks)),
    loadLinked(db, featuresToButtonsArrays, itemIds(featureLinks)),
    loadLinked(db, featuresToFileStorageModuleFiles, itemIds(featureLinks)),
  ]);

  // 3. Slides' own files and buttons arrays.
  const slideIds = itemIds(slideLinks);
  const [slideFileLinks, slideArrayLinks] = await Promise.all([
    loadLinked(db, slidesToFileStorageModuleFiles, slideIds),
    loadLinked(db, slidesToButtonsArrays, slideIds),
  ]);

  // 4–5. Every buttons array's buttons at once, then every button's files.
  const buttonLinks = await loadLinked(db, buttonsArraysToButtons, itemIds([...widgetArrayLinks, ...featureArrayLinks, ...slideArrayLinks]));
  const buttonFileLinks = await loadLinked(db, buttonsToFileStorageModuleFiles, itemIds(buttonLinks));

  const buttonFiles = groupFiles(buttonFileLinks);
  const buttonsByArray = groupByParent(buttonLinks);
  const toArrays = (links: Linked[] | undefined): WbButtonsArray[] =>
    (links ?? []).map((l) => ({
      id: str(l.item.id),
      variant: str(l.item.variant),
      className: strOrNull(l.item.className),
      slug: str(l.item.slug),
      title: localised(l.item.title),
      description: localised(l.item.description),
      buttons: (buttonsByArray.get(str(l.item.id)) ?? []).map(
        (b): WbButton => ({
          id: str(b.item.id),
          variant: str(b.item.variant),
          className: strOrNull(b.item.className),
          slug: str(b.item.slug),
          title: localised(b.item.title),
          subtitle: localised(b.item.subtitle),
          url: strOrNull(b.item.url),
          files: buttonFiles.get(str(b.item.id)) ?? [],
          link: linkInfo(b),
        }),
      ),
      link: linkInfo(l),
    }));

  const widgetArrays = groupByParent(widgetArrayLinks);
  const featureArrays = groupByParent(featureArrayLinks);
  const slideArrays = groupByParent(slideArrayLinks);
  const widgetFiles = groupFiles(widgetFileLinks);
  const logotypeFiles = groupFiles(logotypeFileLinks);
  const featureFiles = groupFiles(featureFileLinks);
  const slideFiles = groupFiles(slideFileLinks);
  const slidesBySlider = groupByParent(slideLinks);
  const logotypesByWidget = groupByParent(logotypeLinks);
  const slidersByWidget = groupByParent(sliderLinks);
  const featuresByWidget = groupByParent(featureLinks);

  const result: Record<string, WbWidgetData> = {};
  for (const w of widgetRows) {
    const logotypes = (logotypesByWidget.get(w.id) ?? []).map(
      (l): WbLogotype => ({
        id: str(l.item.id),
        variant: str(l.item.variant),
        className: strOrNull(l.item.className),
        slug: str(l.item.slug),
        title: localised(l.item.title),
        url: strOrNull(l.item.url),
        files: logotypeFiles.get(str(l.item.id)) ?? [],
        link: linkInfo(l),
      }),
    );
    const sliders = (slidersByWidget.get(w.id) ?? []).map(
      (l): WbSlider => ({
        ...titledItem(l.item),
        slides: (slidesBySlider.get(str(l.item.id)) ?? []).map(
          (s): WbSlide => ({
            ...titledItem(s.item),
            url: strOrNull(s.item.url),
            files: slideFiles.get(str(s.item.id)) ?? [],
            buttonsArrays: toArrays(slideArrays.get(str(s.item.id))),
            link: linkInfo(s),
          }),
        ),
        link: linkInfo(l),
      }),
    );
    const features = (featuresByWidget.get(w.id) ?? []).map(
      (l): WbFeature => ({
        ...titledItem(l.item),
        files: featureFiles.get(str(l.item.id)) ?? [],
        buttonsArrays: toArrays(featureArrays.get(str(l.item.id))),
        link: linkInfo(l),
      }),
    );
    result[w.id] = {
      id: w.id,
      variant: w.variant,
      className: w.className,
      slug: w.slug,
      anchor: w.anchor,
      title: localised(w.title),
      subtitle: localised(w.subtitle),
      description: localised(w.description),
      buttonsArrays: toArrays(widgetArrays.get(w.id)),
      logotypes,
      sliders,
      features,
      files: widgetFiles.get(w.id) ?? [],
    };
  }
  return result;
}

function itemIds(links: Linked[]): string[] {
  return [...new Set(links.map((l) => str(l.item.id)))];
}

function str(value: unknown): string {
  return value === null || value === undefined ? "" : String(value);
}

function strOrNull(value: unknown): string | null {
  return value === null || value === undefined || value === "" ? null : String(value);
}

function numOrNull(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

function localised(value: unknown): Localised {
  return value && typeof value === "object" ? (value as Localised) : {};
}

/** The fields every titled item (slider, slide, feature) sends, as this module's widgets take them. */
function titledItem(item: Row) {
  return {
    id: str(item.id),
    variant: str(item.variant),
    className: strOrNull(item.className),
    slug: str(item.slug),
    title: localised(item.title),
    subtitle: localised(item.subtitle),
    description: localised(item.description),
  };
}

function linkInfo(l: Linked): LinkInfo {
  return { orderIndex: Number(l.link.orderIndex ?? 0), variant: str(l.link.variant) || "default", className: strOrNull(l.link.className) };
}

function toFile(l: Linked<Row>): WbFile {
  const f = l.item;
  return {
    id: str(f.id),
    variant: str(f.variant),
    className: strOrNull(f.className),
    containerClassName: strOrNull(f.containerClassName),
    file: str(f.file),
    width: numOrNull(f.width),
    height: numOrNull(f.height),
    alt: strOrNull(f.alt),
    mimeType: strOrNull(f.mimeType),
    extension: strOrNull(f.extension),
    link: linkInfo(l),
  };
}

function groupFiles(links: Linked[]): Map<string, WbFile[]> {
  const grouped = new Map<string, WbFile[]>();
  for (const [parent, list] of groupByParent(links)) grouped.set(parent, list.map(toFile));
  return grouped;
}
