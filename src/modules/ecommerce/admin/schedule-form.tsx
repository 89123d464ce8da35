import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useFieldArray, useForm } from "react-hook-form";
import { useAdmin } from "../../../core/admin/context";
import { fromZonedInput, toZonedInput } from "../../../core/admin/time-zone";
import { errorText } from "../../../core/client/error-text";
import { useApi } from "../../../core/client/query";
import { fillText } from "../../../core/i18n/texts";
import { Button } from "../../../core/ui/button";
import { fieldClasses, Input } from "../../../core/ui/input";
import { toast } from "../../../core/ui/toast";
import { SCHEDULE_KEY, SCHEDULE_KINDS, suggestedCategories, titleIn, type ScheduleData } from "./schedule-data";
import { scheduleTexts } from "./schedule-texts";

type Localised = Record<string, string>;
interface Values {
  mode: "new" | "existing";
  productId: string;
  variant: (typeof SCHEDULE_KINDS)[number];
  title: Localised;
  place: Localised;
  shortDescription: Localised;
  categoryIds: string[];
  dates: { value: string }[];
  published: boolean;
}
interface Added {
  product: { id: string; slug: string; title: unknown; adminTitle: string; published: boolean };
  dateIds: string[];
  /** Where the office sees it: its page, or for a draft a preview link (a draft has no public page yet). */
  href?: string;
}

const WEEK_MS = 7 * 86_400_000;
/** Items in the order of the titles the office reads, not of their internal names. */
const byTitle = (items: ScheduleData["items"], language: string, siteLanguage: string) => {
  const collator = new Intl.Collator(language);
  return [...items].sort((a, b) => collator.compare(titleIn(a, language, siteLanguage), titleIn(b, language, siteLanguage)));
};

/** Only the languages written in: an empty English title is no title, not ''. */
const written = (value: Localised) => Object.fromEntries(Object.entries(value).filter(([, text]) => text.trim()));

/** The form that puts a service or event on the schedule, new or existing, with its dates (POST /api/ecommerce/schedule). */
export function ScheduleForm({ data, language, timeZone }: { data: ScheduleData; language: string; timeZone: string }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { languages, siteLanguage } = useAdmin();
  const t = scheduleTexts.all(language);
  const [added, setAdded] = useState<Added | undefined>();
  // Every language's field starts as '' (an absent key would leave a reset input showing its old text).
  const blank = () => Object.fromEntries(languages.map((code) => [code, ""]));
  // 'Show at once' goes back on too: the next item is not a draft unless the office says so again.
  const cleared = () => ({ productId: "", title: blank(), place: blank(), shortDescription: blank(), dates: [{ value: "" }], published: true });
  const form = useForm<Values>({ defaultValues: { mode: "new", variant: "smolny-divine", categoryIds: [], ...cleared() } });
  const { register, handleSubmit, watch, setValue, getValues, formState } = form;
  const dates = useFieldArray({ control: form.control, name: "dates" });
  const mode = watch("mode");
  const variant = watch("variant");

  // Until the office picks categories itself, they follow the kind (suggestedCategories).
  useEffect(() => {
    if (!formState.dirtyFields.categoryIds) setValue("categoryIds", suggestedCategories(data.items, variant));
  }, [variant, data.items, formState.dirtyFields.categoryIds, setValue]);

  const add = useMutation({
    mutationFn: (values: Values) => {
      const when = values.dates.map((date) => date.value).filter(Boolean).map((wall) => fromZonedInput(wall, timeZone));
      const product = {
        variant: values.variant,
        title: written(values.title),
        place: written(values.place),
        shortDescription: written(values.shortDescription),
        categoryIds: values.categoryIds,
      };
      const data = values.mode === "existing" ? { productId: values.productId, dates: when, published: values.published } : { product, dates: when, published: values.published };
      return api.request<Added>("POST", "/api/ecommerce/schedule", { data });
    },
    onSuccess: async (answer) => {
      const page = `/${siteLanguage}/ecommerce/products/${encodeURIComponent(answer.product.slug)}`;
      const preview = answer.product.published
        ? undefined
        : await api
            .request<{ url: string | null }>("POST", "/api/host/previews", { data: { module: "ecommerce", entity: "products", id: answer.product.id, language: siteLanguage } })
            .then((link) => link.url ?? undefined, () => undefined);
      setAdded({ ...answer, href: answer.product.published ? page : preview });
      toast.success(fillText(t.added, { title: titleIn(answer.product, language, siteLanguage), count: answer.dateIds.length }));
      form.reset({ ...getValues(), ...cleared() });
      await queryClient.invalidateQueries({ queryKey: SCHEDULE_KEY });
    },
    onError: (error) => toast.error(errorText(error, language)),
  });

  /** The next date a week after the last one given, at the same time: weekly services are the common case. */
  const addDate = () => {
    const last = getValues("dates").findLast((date) => date.value)?.value;
    dates.append({ value: last ? toZonedInput(new Date(Date.parse(fromZonedInput(last, timeZone)) + WEEK_MS).toISOString(), timeZone) : "" });
  };

  const errors = formState.errors;
  const languageWord = (code: string) => (t as Record<string, string>)[`language.${code}`] ?? code;
  const localisedInputs = (name: "title" | "place" | "shortDescription") =>
    languages.map((code) => (
      <label key={code} className="flex flex-col gap-1 text-sm">
        {`${t[name]} ${languageWord(code)}`}
        <Input
          lang={code}
          aria-invalid={name === "title" && code === siteLanguage && errors.title ? true : undefined}
          {...register(`${name}.${code}`, name === "title" && code === siteLanguage ? { validate: (value) => Boolean(value?.trim()) || fillText(t.needTitle, { language: languageWord(code) }) } : {})}
        />
      </label>
    ));

  return (
    <form onSubmit={handleSubmit((values) => add.mutate(values))} aria-label={t.addHeading} className="flex flex-col gap-4 rounded-lg border border-brand-200 bg-white p-4" noValidate>
      <h2 className="text-lg font-semibold">{t.addHeading}</h2>
      <fieldset className="flex flex-col gap-1 text-sm">
        <legend className="mb-1 font-medium">{t.which}</legend>
        {(["new", "existing"] as const).map((value) => (
          <label key={value} className="flex items-center gap-2">
            <input type="radio" value={value} {...register("mode")} />
            {value === "new" ? t.newItem : t.existingItem}
          </label>
        ))}
      </fieldset>

      {mode === "existing" ? (
        <label className="flex flex-col gap-1 text-sm">
          {t.item}
          <select className={`${fieldClasses} h-10`} aria-invalid={errors.productId ? true : undefined} {...register("productId", { validate: (value) => mode !== "existing" || Boolean(value) || t.needItem })}>
            <option value="">{t.chooseItem}</option>
            {byTitle(data.items, language, siteLanguage).map((item) => (
              <option key={item.id} value={item.id}>
                {`${titleIn(item, language, siteLanguage)} — ${t[`kind.${item.variant}`]}${item.published ? "" : ` (${t.draft})`}`}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <>
          <label className="flex flex-col gap-1 text-sm">
            {t.kind}
            <select className={`${fieldClasses} h-10`} {...register("variant")}>
              {SCHEDULE_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t[`kind.${kind}`]}
                </option>
              ))}
            </select>
          </label>
          <div className="grid gap-3 sm:grid-cols-2">{localisedInputs("title")}</div>
          <div className="grid gap-3 sm:grid-cols-2">{localisedInputs("place")}</div>
          <div className="grid gap-3 sm:grid-cols-2">{localisedInputs("shortDescription")}</div>
          {data.categories.length ? (
            <fieldset className="flex flex-col gap-1 text-sm">
              <legend className="font-medium">{t.categories}</legend>
              <p className="text-xs text-ink/70">{t.categoriesHint}</p>
              <div className="flex flex-wrap gap-x-4 gap-y-1">
                {data.categories.map((category) => (
                  <label key={category.id} className="flex items-center gap-2">
                    <input type="checkbox" value={category.id} {...register("categoryIds")} />
                    {titleIn(category, language, siteLanguage)}
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}
        </>
      )}

      <fieldset className="flex flex-col gap-2 text-sm">
        <legend className="mb-1 font-medium">{t.dates}</legend>
        {dates.fields.map((field, i) => (
          <div key={field.id} className="flex items-center gap-2">
            <Input
              type="datetime-local"
              aria-label={fillText(t.date, { n: i + 1 })}
              className="max-w-64"
              aria-invalid={i === 0 && errors.dates ? true : undefined}
              {...register(`dates.${i}.value`, i === 0 ? { validate: () => getValues("dates").some((date) => date.value) || t.needDate } : {})}
            />
            {dates.fields.length > 1 ? (
              <Button type="button" variant="outline" size="sm" aria-label={fillText(t.removeDate, { n: i + 1 })} onClick={() => dates.remove(i)}>
                ×
              </Button>
            ) : null}
          </div>
        ))}
        <Button type="button" variant="outline" size="sm" className="self-start" onClick={addDate}>
          {t.addDate}
        </Button>
      </fieldset>

      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...register("published")} />
        {t.publish}
      </label>

      {[errors.title?.[siteLanguage]?.message, errors.productId?.message, errors.dates?.[0]?.value?.message].filter(Boolean).map((message) => (
        <p key={message} role="alert" className="text-sm text-red-700">
          {message}
        </p>
      ))}

      <Button type="submit" variant="primary" disabled={add.isPending} className="self-start">
        {add.isPending ? t.submitting : t.submit}
      </Button>
      {added ? (
        <p role="status" className="text-sm">
          {fillText(t.added, { title: titleIn(added.product, language, siteLanguage), count: added.dateIds.length })}{" "}
          {added.href ? (
            <a className="underline" href={added.href} target="_blank" rel="noreferrer">
              {added.product.published ? t.openPage : t.openPreview}
            </a>
          ) : null}
        </p>
      ) : null}
    </form>
  );
}
