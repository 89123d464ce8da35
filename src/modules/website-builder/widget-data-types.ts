// What website-builder's widgetData sends to the browser for each widget (types only; shared by
// server/widget-data.ts and the React widgets). Localised fields stay objects keyed by language;
// the widgets pick the page language with useLanguage().t.

export type Localised = Record<string, unknown>;

/** The link that brought a record into the tree (relation row): order, variant, className. */
export interface LinkInfo {
  orderIndex: number;
  variant: string;
  className: string | null;
}

/** A file-storage file linked to a widget, slide, button, feature or logotype. */
export interface WbFile {
  id: string;
  variant: string;
  className: string | null;
  containerClassName: string | null;
  /** A path under /public, or an https url. */
  file: string;
  width: number | null;
  height: number | null;
  alt: string | null;
  mimeType: string | null;
  extension: string | null;
  link: LinkInfo;
}

export interface WbButton {
  id: string;
  variant: string;
  className: string | null;
  slug: string;
  title: Localised;
  subtitle: Localised;
  url: string | null;
  files: WbFile[];
  /** From buttons-arrays-to-buttons: 'primary' marks a dropdown's trigger. */
  link: LinkInfo;
}

export interface WbButtonsArray {
  id: string;
  /** default, smolny-column, smolny-dropdown. */
  variant: string;
  className: string | null;
  slug: string;
  title: Localised;
  description: Localised;
  buttons: WbButton[];
  /** From widgets-to-buttons-arrays: default, additional or extra (slides and features: default). */
  link: LinkInfo;
}

export interface WbLogotype {
  id: string;
  variant: string;
  className: string | null;
  slug: string;
  title: Localised;
  url: string | null;
  files: WbFile[];
  link: LinkInfo;
}

export interface WbSlide {
  id: string;
  /** default, smolny-default, smolny-photo-and-video, smolny-thin. */
  variant: string;
  className: string | null;
  slug: string;
  title: Localised;
  subtitle: Localised;
  description: Localised;
  url: string | null;
  files: WbFile[];
  buttonsArrays: WbButtonsArray[];
  link: LinkInfo;
}

export interface WbSlider {
  id: string;
  /** default, smolny-wide, smolny-photo-and-video, smolny-thin. */
  variant: string;
  className: string | null;
  slug: string;
  title: Localised;
  subtitle: Localised;
  description: Localised;
  slides: WbSlide[];
  /** From widgets-to-sliders (its variant is used when the slider's own is 'default'). */
  link: LinkInfo;
}

export interface WbFeature {
  id: string;
  variant: string;
  className: string | null;
  slug: string;
  title: Localised;
  subtitle: Localised;
  /** Rich text (TipTap JSON per language, or plain text). */
  description: Localised;
  files: WbFile[];
  buttonsArrays: WbButtonsArray[];
  /** From widgets-to-features: default, smolny-faq, smolny-solid. */
  link: LinkInfo;
}

/** One website-builder widget with everything it shows. */
export interface WbWidgetData {
  id: string;
  variant: string;
  className: string | null;
  slug: string;
  anchor: string | null;
  title: Localised;
  subtitle: Localised;
  description: Localised;
  buttonsArrays: WbButtonsArray[];
  logotypes: WbLogotype[];
  sliders: WbSlider[];
  features: WbFeature[];
  files: WbFile[];
}
