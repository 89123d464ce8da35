import type { ReactNode } from "react";
import { defineTexts } from "../../../core/i18n/texts";
import { cn } from "../../../core/ui/cn";
import { useLanguage } from "../../../core/page/page-context";
import { pickLocalised } from "../../../core/page/rich-text";
import { BlockHeader } from "../../../core/page/block-header";

import type { FieldMessages } from "../form-fields";
import type { CrmWidgetRow, Localised } from "../widget-data-types";

/**
 * The interface's own words. Quoted strings of the specification ('Form submitted successfully',
 * 'Unknown input type') keep its wording in every language.
 */
const LABELS = defineTexts("crm", {
  submit: { ru: "Отправить", en: "Submit" },
  submitting: { ru: "Отправка...", en: "Sending..." },
  submitted: { ru: "Форма отправлена", en: "Form submitted successfully" },
  unknownType: { ru: "Неизвестный тип поля", en: "Unknown input type" },
  requiredNote: { ru: "обязательное поле", en: "required" },
  noForms: { ru: "Здесь пока нет форм.", en: "There are no forms here yet." },
});

export type Label = keyof typeof LABELS.phrases;

/** What the browser says under a field, in the page language (the server says it in English). */
const FIELD_MESSAGES: Record<string, FieldMessages> = {
  ru: {
    required: "Заполните это поле",
    number: "Введите число",
    email: "Введите адрес электронной почты, например name@example.ru",
    text: "Введите текст",
    tooLong: (max) => `Не длиннее ${max} символов`,
  },
  en: {
    required: "Please fill in this field",
    number: "Please enter a number",
    email: "Please enter an email address, such as name@example.com",
    text: "Please enter text",
    tooLong: (max) => `At most ${max} characters`,
  },
};

/** Localised text and the interface's words for the crm widgets. */
export function useCrm() {
  const { language, i18n, t } = useLanguage();
  const words = (key: Label) => {
    const entry: Record<string, string> = LABELS.phrases[key];
    return entry[language] ?? entry[i18n.defaultLanguage] ?? entry.en ?? "";
  };
  return {
    language,
    /** Plain text of a localised field. */
    text: (value: Localised | unknown) => t(value).trim(),
    /** A localised rich-text value (TipTap JSON or text) for <RichText>. */
    rich: (value: Localised | unknown) => pickLocalised(value, language, i18n.defaultLanguage),
    label: words,
    fieldMessages: FIELD_MESSAGES[language] ?? FIELD_MESSAGES[i18n.defaultLanguage] ?? FIELD_MESSAGES.en!,
  };
}

/** The frame of a crm widget: width, spacing, its header (each part hidden when empty), its className. */
export function Section({ widget, children, className }: { widget: CrmWidgetRow; children: ReactNode; className?: string }) {
  const { text, rich } = useCrm();
  const title = text(widget.title);
  const subtitle = text(widget.subtitle);
  const description = rich(widget.description);
  return (
    <section data-crm-widget={widget.variant} aria-label={title || undefined} className={cn("mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 lg:py-14", className, widget.className)}>
      <BlockHeader title={title} subtitle={subtitle} description={description} />
      {children}
    </section>
  );
}
