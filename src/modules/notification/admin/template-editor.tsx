// Admin: edit a mail template's words per language and see the mail as it will look.
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { AdminScreenProps } from "../../../core/admin/screens";
import { errorText } from "../../../core/client/error-text";
import { useApi } from "../../../core/client/query";
import { fillText } from "../../../core/i18n/texts";
import { Button } from "../../../core/ui/button";
import { Input } from "../../../core/ui/input";
import { toast } from "../../../core/ui/toast";
import type { MailAudience, TemplateKey } from "../template-keys";
import { notificationAdminTexts, type NotificationAdminTexts } from "./texts";

/** A `prefix.name` phrase of the editor's catalogue, else the name itself (a key added since). */
function named(t: NotificationAdminTexts, prefix: "audience" | "mailLanguage" | "template", name: string, otherwise = name): string {
  const key = `${prefix}.${name}`;
  return key in t ? t[key as keyof NotificationAdminTexts] : otherwise;
}

interface Words {
  subject: string;
  body: string;
  button: string;
}
interface Defaults {
  keys: TemplateKey[];
  languages: string[];
  placeholders: Record<TemplateKey, string[]>;
  defaults: Record<TemplateKey, Record<string, Words>>;
  audiences: Record<TemplateKey, MailAudience>;
}
interface TemplateRow {
  id: string;
  key: TemplateKey;
  subject: Record<string, string>;
  body: Record<string, string>;
  button: Record<string, string>;
}
interface Preview {
  subject: string;
  text: string;
  html: string;
}

type Part = "subject" | "body" | "button";

/** The saved words of a language, else the shipped ones: what the editor starts from. */
function startingWords(defaults: Defaults, key: TemplateKey, language: string, row: TemplateRow | undefined): Words {
  const shipped = defaults.defaults[key][language]!;
  const pick = (part: Part) => row?.[part]?.[language]?.trim() || shipped[part];
  return {
    subject: pick("subject"),
    body: pick("body"),
    button: pick("button"),
  };
}

/** `language` is the admin's; `mailLanguage` the language of the mail's words being edited. */
export default function TemplateEditor({ language: adminLanguage }: AdminScreenProps) {
  const api = useApi();
  const t = notificationAdminTexts.all(adminLanguage);
  const [key, setKey] = useState<TemplateKey>("order-status-changed");
  const [language, setLanguage] = useState("ru");
  const [words, setWords] = useState<Words | undefined>();
  const [preview, setPreview] = useState<Preview | undefined>();
  const [saving, setSaving] = useState(false);

  const defaults = useQuery({
    queryKey: ["notification", "template-defaults"],
    queryFn: () => api.request<Defaults>("GET", "/api/notification/template-defaults"),
  });
  const saved = useQuery({
    queryKey: ["notification", "templates", key],
    queryFn: async () =>
      (
        await api.request<TemplateRow[]>("GET", "/api/notification/templates", {
          query: {
            filters: { and: [{ column: "key", method: "eq", value: key }] },
            limit: 1,
          },
        })
      )[0] ?? null,
  });

  // A new template or language starts from its saved (or shipped) words.
  useEffect(() => {
    if (defaults.data && saved.data !== undefined) setWords(startingWords(defaults.data, key, language, saved.data ?? undefined));
  }, [defaults.data, saved.data, key, language]);

  // The preview follows the words as they are typed (a moment after the last key).
  useEffect(() => {
    if (!words) return;
    let live = true;
    const timer = setTimeout(() => {
      api
        .request<Preview>("POST", "/api/notification/templates/preview", {
          data: { key, language, ...words },
        })
        .then((answer) => live && setPreview(answer))
        .catch((error: unknown) => live && toast.error(errorText(error, adminLanguage)));
    }, 300);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [api, key, language, words, adminLanguage]);

  async function save() {
    if (!words) return;
    setSaving(true);
    try {
      const row = saved.data;
      const merge = (part: Part) => ({
        ...(row?.[part] ?? {}),
        [language]: words[part],
      });
      const data = {
        subject: merge("subject"),
        body: merge("body"),
        button: merge("button"),
      };
      if (row)
        await api.request("PATCH", `/api/notification/templates/${row.id}`, {
          data,
        });
      else
        await api.request("POST", "/api/notification/templates", {
          data: { ...data, key, adminTitle: key },
        });
      await saved.refetch();
      toast.success(t.saved);
    } catch (error) {
      toast.error(errorText(error, adminLanguage));
    } finally {
      setSaving(false);
    }
  }

  if (defaults.isError) return <p role="alert">{t.loadFailed}</p>;
  if (!defaults.data || !words) return <p aria-busy>{t.loading}</p>;
  const placeholders = defaults.data.placeholders[key];
  const field = (part: Part) => ({
    value: words[part],
    onChange: (event: { target: { value: string } }) => setWords({ ...words, [part]: event.target.value }),
  });

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end gap-4">
        <label className="flex flex-col gap-1 text-sm">
          {t.template}
          <select className="h-9 rounded-md border px-2" value={key} onChange={(event) => setKey(event.target.value as TemplateKey)}>
            {defaults.data.keys.map((k) => (
              <option key={k} value={k}>
                {named(t, "template", k)}
              </option>
            ))}
          </select>
        </label>
        <p className="text-sm text-neutral-600">{named(t, "audience", defaults.data.audiences[key])}</p>
        <div role="group" aria-label={t.mailLanguage} className="flex gap-1">
          {defaults.data.languages.map((lang) => (
            <Button key={lang} type="button" size="sm" variant={lang === language ? "primary" : "outline"} aria-pressed={lang === language} onClick={() => setLanguage(lang)}>
              {named(t, "mailLanguage", lang, lang.toUpperCase())}
            </Button>
          ))}
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="flex flex-col gap-3">
          <label className="flex flex-col gap-1 text-sm">
            {t.subject}
            <Input {...field("subject")} />
          </label>
          <label className="flex flex-col gap-1 text-sm">
            {t.body}
            <textarea className="min-h-64 rounded-md border p-2 font-mono text-sm" {...field("body")} />
          </label>
          <label className="flex flex-col gap-1 text-sm">
            {t.button}
            <Input {...field("button")} />
          </label>
          <p className="text-xs text-neutral-600">
            {fillText(t.placeholders, {
              list: placeholders.map((name) => `{{${name}}}`).join(", "),
            })}
          </p>
          <div>
            <Button type="button" variant="primary" disabled={saving} onClick={() => void save()}>
              {saving ? t.saving : t.save}
            </Button>
          </div>
        </div>
        <section aria-label={t.preview} className="flex flex-col gap-2">
          <h2 className="text-lg font-medium">{t.preview}</h2>
          {preview ? (
            <>
              <p className="text-sm">
                <span className="text-neutral-600">{t.previewSubject}</span>
                {/* The mail's own words, in the language of the template shown (not the admin's). */}
                <span data-testid="preview-subject" lang={language}>
                  {preview.subject}
                </span>
              </p>
              {/* The mail's HTML in a sandbox: no script, no access to the admin's page. */}
              <iframe title={t.mailPreview} sandbox="" srcDoc={preview.html} className="h-[32rem] w-full rounded-md border bg-white" />
            </>
          ) : (
            <p aria-busy>{t.rendering}</p>
          )}
        </section>
      </div>
    </div>
  );
}
