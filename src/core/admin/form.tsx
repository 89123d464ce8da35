/**
 * admin-form: create (no id) or update (an id) any entity, validated by the schema derived from
 * its declaration. The submit button reads 'Loading...' and is disabled while the write is
 * pending, turns green on success and red on error, and is back to idle after 5000 ms. Server
 * errors that name a field show under it; every error is also a toast.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId, useMemo, useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { toast } from "../ui/toast";
import { isApiError } from "../client/api";
import { errorText } from "../client/error-text";
import { translateMessage } from "../i18n/messages";
import { useApi, useEntityMutation } from "../client/query";
import { Badge } from "../ui/badge";
import { Button } from "../ui/button";
import { useDiscardGuard } from "../ui/discard-guard";
import { cn } from "../ui/cn";
import { changedFields, ConflictNotice } from "./conflict";
import { useAdmin } from "./context";
import { FieldInput, FixedField } from "./fields";
import { FORM_TEXTS, languageShort } from "./form-texts";
import { formFields, inputOf, type InputType } from "./model";
import { useDraftActions, useDraftState } from "./drafts/api";
import { DraftBanner, DraftPanel } from "./drafts/draft-panel";
import { LivePreviewPane, useLivePreviewOpen } from "./drafts/preview-pane";
import { HistoryTab } from "./history/history";
import { RecordTabs } from "./history/record-tabs";
import { RelationTabs } from "./relations";
import { defaultValues, fieldErrorsOf, formSchema, serverMessageParts, toPayload, type FormValues } from "./schema";
import { titleFollowOf, useTitleFollow, withFollowedTitle } from "./title-follow";
import type { AdminEntity } from "./types";
import { useAdminTexts } from "./use-texts";

type Row = Record<string, unknown> & { id: string };

export type FormStatus = "idle" | "pending" | "success" | "error";

export const STATUS_RESET_MS = 5000;

/**
 * The dialog a record's form opens in: wide enough for the live preview beside the form when it
 * is shown (a drafts record), the form's own width otherwise.
 */
export const RECORD_DIALOG_CLASS = "max-w-3xl lg:has-[[data-live-preview=open]]:max-w-[100rem]";

const WIDE: InputType[] = ["localised", "localisedRichText", "textarea", "json", "file", "reference"];

/** What the server says of a unique value another record holds (src/core/http/errors.ts). */
const TAKEN = new Set(["a record with this value already exists", "must be unique"]);

/**
 * A failed write's toast in the admin's language. The server names fields by their code names
 * ('slug: a record with this value already exists'); outside English each such part says the
 * field's label and the message translated ('Слаг: запись с таким значением уже есть').
 */
export function writeErrorText(error: unknown, language: string, fieldLabel: (name: string) => string | undefined): string {
  const body = isApiError(error) ? (error.body as { error?: unknown } | undefined) : undefined;
  if (language === "en" || typeof body?.error !== "string") return errorText(error, language);
  const parts = serverMessageParts(body.error).map((p) => ({ ...p, label: p.field ? fieldLabel(p.field) : undefined }));
  if (!parts.some((p) => p.label)) return errorText(error, language);
  return parts
    .map(({ part, label, language: of, text }) => {
      if (!label) return translateMessage(part, language);
      const message = translateMessage(text, language);
      return `${label}${of ? ` (${languageShort(of, language)})` : ""}: ${message.charAt(0).toLowerCase()}${message.slice(1)}`;
    })
    .join("; ");
}

const statusClasses: Record<FormStatus, string> = {
  idle: "",
  pending: "",
  success: "bg-green-600 text-white hover:bg-green-700",
  error: "bg-red-600 text-white hover:bg-red-700",
};

export function EntityForm({
  entity,
  row: initialRow,
  fixed,
  initialValues,
  onSaved,
  showRelations = true,
}: {
  entity: AdminEntity;
  /** The record to update; none to create one. */
  row?: Row;
  /** Values set by where the form is (a relation's parent id), shown but not editable. */
  fixed?: Record<string, string>;
  /** Starting values of a new record beyond the declared defaults (the next orderIndex). */
  initialValues?: FormValues;
  onSaved?: (row: Row, mode: "create" | "update") => void;
  showRelations?: boolean;
}) {
  const admin = useAdmin();
  const { languages, overrides, timeZone, language } = admin;
  const t = useAdminTexts(FORM_TEXTS);
  const formId = `f${useId().replace(/[^a-zA-Z0-9]/g, "")}`;
  const [row, setRow] = useState(initialRow);
  const [status, setStatus] = useState<FormStatus>("idle");
  const [files, setFiles] = useState<Record<string, File | undefined>>({});
  const mode = row ? "update" : "create";
  const fields = useMemo(() => formFields(entity), [entity]);
  const schema = useMemo(() => formSchema(entity, overrides, language, admin.label), [entity, overrides, language, admin.label]);
  const { create, update } = useEntityMutation<Row>(entity.module, entity.name);
  const api = useApi();
  const draftState = useDraftState(entity, row?.id);
  const draftActions = useDraftActions(entity);
  /** The record as someone else saved it after this form read it (a 409), until the admin chooses. */
  const [conflict, setConflict] = useState<{ current: Row; changed: string[] }>();

  // A new record's adminTitle and slug follow its title until edited (title-follow.ts); the generated ones are the fallback.
  const follow = useMemo(() => (row ? undefined : titleFollowOf(entity, overrides, fixed)), [Boolean(row), entity, overrides]);
  const [opening] = useState(() => {
    const generated = { ...defaultValues(entity, languages, row, overrides, timeZone, language), ...(row ? {} : initialValues), ...fixed };
    return { generated, values: withFollowedTitle(follow, generated, { languages, defaultLanguage: admin.siteLanguage }) };
  });
  const form = useForm<FormValues>({ resolver: zodResolver(schema as never) as unknown as Resolver<FormValues>, defaultValues: opening.values });
  useTitleFollow(form, follow, { languages, defaultLanguage: admin.siteLanguage, fallback: opening.generated });

  // A drafts record opens on its waiting draft, not on what the public site shows.
  const waiting = draftState.data?.draft;
  useEffect(() => {
    if (!row || !waiting || form.formState.isDirty) return;
    form.reset({ ...defaultValues(entity, languages, { ...row, ...waiting }, overrides, timeZone), ...fixed });
    // Only when the draft read arrives or changes: the form's own resets follow its writes.
  }, [waiting]);

  useEffect(() => {
    if (status !== "success" && status !== "error") return;
    const timer = setTimeout(() => setStatus("idle"), STATUS_RESET_MS);
    return () => clearTimeout(timer);
  }, [status]);

  /**
   * `over`: the version to write over (after a conflict, the one someone else saved). `intent`, for
   * a drafts entity: 'draft' keeps the edit off the public site, 'publish' makes it (and any draft) live.
   */
  const onSubmit = async (values: FormValues, over?: Row, intent: "save" | "draft" | "publish" = entity.drafts ? "publish" : "save") => {
    setStatus("pending");
    const all = toPayload(entity, values, { mode, overrides, timeZone });
    // An update sends only what the admin changed, so it cannot undo someone else's other fields.
    const changed = form.formState.dirtyFields as Record<string, unknown>;
    const data = row ? Object.fromEntries(Object.entries(all).filter(([key]) => changed[key])) : all;
    if (!row) for (const [key, value] of Object.entries(fixed ?? {})) data[key] = value;
    const chosen = Object.fromEntries(Object.entries(files).filter((entry): entry is [string, File] => Boolean(entry[1])));
    const upload = Object.keys(chosen).length ? chosen : undefined;
    // Nothing changed: no write, so no new version for a colleague's form to call a conflict.
    // Publishing still goes: it makes a waiting draft live.
    if (row && intent !== "publish" && !Object.keys(data).length && !upload) {
      setStatus("idle");
      toast(t("nothingChanged"));
      return;
    }
    try {
      const readAt = String((over ?? row)?.updatedAt ?? "") || undefined;
      let saved: Row;
      let shown: Row;
      if (intent === "draft") {
        const state = row ? await draftActions.save(row.id, data) : undefined;
        saved = state ? state.record : await draftActions.create(data);
        shown = { ...saved, ...(state?.draft ?? {}) };
      } else {
        saved =
          intent === "publish" && row
            ? await draftActions.publish(row.id, data, readAt)
            : row
              ? await update.mutateAsync({ id: row.id, data, files: upload, readAt })
              : await create.mutateAsync({ data, files: upload });
        shown = saved;
      }
      setConflict(undefined);
      setStatus("success");
      toast.success(t(intent === "draft" ? "draftSaved" : intent === "publish" ? "published" : row ? "updated" : "created"));
      setRow(saved);
      setFiles({});
      form.reset({ ...defaultValues(entity, languages, shown, overrides, timeZone), ...fixed });
      onSaved?.(saved, row ? "update" : "create");
    } catch (error) {
      setStatus("error");
      if (row && isApiError(error) && error.status === 409 && /changed after/.test(error.message)) {
        const current = await api.entity<Row>(entity.module, entity.name).get(row.id).catch(() => undefined);
        if (current) {
          setConflict({ current, changed: changedFields(entity, row, current) });
          toast.error(t("conflict"));
          return;
        }
      }
      const names = fields.map((f) => f.name);
      const body = isApiError(error) ? (error.body as { error?: unknown } | undefined) : undefined;
      const messages = isApiError(error) ? [typeof body?.error === "string" ? body.error : "", ...error.causes.map((c) => c.message)] : [];
      const fieldErrors = fieldErrorsOf(messages, names);
      // A slug another record holds (often one that followed the title): say so, and how to get out of it.
      const taken = fields.find((f) => f.kind === "slug" && TAKEN.has(fieldErrors[f.name] ?? ""));
      if (taken) fieldErrors[taken.name] = t("slugTaken");
      toast.error(
        taken
          ? t("slugTakenToast", { label: admin.label.field(entity, taken.name), value: String(values[taken.name] ?? "") })
          : writeErrorText(error, language, (name) => (names.includes(name) ? admin.label.field(entity, name) : undefined)),
      );
      for (const [name, text] of Object.entries(fieldErrors)) form.setError(name, { type: "server", message: translateMessage(text, language) });
    }
  };

  const onInvalid = () => {
    setStatus("error");
    toast.error(t("correctFields"));
  };

  const pending = status === "pending";
  useDiscardGuard(form.formState.isDirty || Object.values(files).some(Boolean));
  const [previewOpen, setPreviewOpen] = useLivePreviewOpen();
  const previewShown = Boolean(row && entity.drafts && previewOpen);
  const editor = (
    <div className="min-w-0 space-y-6">
      <form noValidate onSubmit={form.handleSubmit((values) => onSubmit(values), onInvalid)} aria-label={t(row ? "editRecord" : "newRecord")} className="space-y-4">
        {row && entity.drafts ? <DraftBanner record={draftState.data?.record ?? row} state={draftState.data} /> : null}
        {row ? (
          <div className="flex flex-wrap items-center gap-2 text-sm text-ink/70">
            <span>{t("id")}</span>
            <Badge tone="muted" className="break-all font-mono" lang="">
              {row.id}
            </Badge>
            {entity.drafts ? (
              <Button type="button" size="sm" variant="outline" className="ml-auto" aria-expanded={previewShown} onClick={() => setPreviewOpen(!previewOpen)}>
                {t(previewShown ? "hidePreview" : "showPreview")}
              </Button>
            ) : null}
          </div>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          {fields.map((field) => {
            const wide = WIDE.includes(inputOf(entity, field, overrides));
            return (
              <div key={field.name} className={cn("min-w-0", wide && "sm:col-span-2")}>
                {fixed && field.name in fixed ? (
                  <FixedField entity={entity} field={field} value={fixed[field.name]!} />
                ) : (
                  <FieldInput
                    entity={entity}
                    field={field}
                    formId={formId}
                    control={form.control}
                    file={files[field.name]}
                    onFileChange={(file) => setFiles((current) => ({ ...current, [field.name]: file }))}
                  />
                )}
              </div>
            );
          })}
        </div>
        {conflict ? (
          <ConflictNotice
            entity={entity}
            changed={conflict.changed}
            onReload={() => {
              setRow(conflict.current);
              setFiles({});
              form.reset({ ...defaultValues(entity, languages, conflict.current, overrides, timeZone), ...fixed });
              setConflict(undefined);
              setStatus("idle");
            }}
            onOverwrite={() => void form.handleSubmit((values) => onSubmit(values, conflict.current), onInvalid)()}
          />
        ) : null}
        <div className="sticky -bottom-3 z-10 -mx-4 -mb-3 flex items-center justify-end gap-3 border-t border-brand-100 bg-white px-4 py-3">
          <span role="status" className="text-sm text-ink/70">
            {status === "success" ? (row ? t("saved") : "") : status === "error" ? t("notSaved") : ""}
          </span>
          {entity.drafts ? (
            <Button type="button" variant="outline" disabled={pending} onClick={() => void form.handleSubmit((values) => onSubmit(values, undefined, "draft"), onInvalid)()}>
              {t("saveDraft")}
            </Button>
          ) : null}
          <Button type="submit" disabled={pending} aria-disabled={pending} data-status={status} className={cn("min-w-28", statusClasses[status])}>
            {t(pending ? "saving" : entity.drafts ? "publish" : "submit")}
          </Button>
        </div>
      </form>
      {row && entity.drafts ? <DraftPanel entity={entity} record={draftState.data?.record ?? row} state={draftState.data} /> : null}
      {row && showRelations && entity.links.length ? <RelationTabs entity={entity} row={row} /> : null}
    </div>
  );
  // A drafts record: its page with the draft applied beside the form (under it on a narrow screen).
  const record =
    row && entity.drafts ? (
      <div data-live-preview={previewShown ? "open" : "closed"} className={cn(previewShown && "grid gap-4 lg:grid-cols-2")}>
        {editor}
        {previewShown ? <LivePreviewPane entity={entity} id={row.id} version={draftState.dataUpdatedAt} onHide={() => setPreviewOpen(false)} /> : null}
      </div>
    ) : (
      editor
    );
  if (!row || !entity.versions) return record;
  return (
    <RecordTabs
      record={record}
      history={
        <HistoryTab
          entity={entity}
          row={row}
          onRestored={(restored, shown = restored) => {
            setRow(restored);
            setFiles({});
            setConflict(undefined);
            form.reset({ ...defaultValues(entity, languages, shown, overrides, timeZone), ...fixed });
            onSaved?.(restored, "update");
          }}
        />
      }
    />
  );
}
