import { and, eq, isNotNull } from "drizzle-orm";
import { inTransaction } from "../../../core/db/transaction.js";
import { entityOf, entityService, loadLinked, publicColumns, type Row } from "../../../core/entity/index.js";
import { badRequest, notFound } from "../../../core/http/errors.js";
import { isUuid } from "../../../core/http/query.js";
import { localise } from "../../../core/i18n/languages.js";
import type { AppContext } from "../../../core/module.js";
import { escapeHtml, mailerOf, type Mailer } from "../../notification/server/index.js";
import { identities, roles, subjectsToIdentities, subjectsToRoles } from "../../rbac/entities.js";
import { checkFormValues, type FormInputRule } from "../form-fields.js";
import { forms, formsToInputs, formsToRequests, requests } from "../entities.js";

/** What a visitor may send: the form's fields, as JSON `{"data": {...}}` or form data. */
export type SubmittedFields = Record<string, unknown>;

export interface Submission {
  formId: string;
  fields: SubmittedFields;
  /** The reader's language, for the field names in messages. */
  language: string;
  /** Set when a signed-in subject sends the form through its subject route. */
  subjectId?: string;
}

export interface SubmittedRequest {
  request: Row;
  form: Row;
  inputs: (FormInputRule & { row: Row })[];
  values: Record<string, string | number>;
}

/**
 * Stores a form submission: checks the fields against the form's inputs (400 naming each bad
 * field), then creates the request (payload: the filled fields plus formId) and its
 * forms-to-requests link in one transaction. 404 for an unknown form.
 */
export async function submitFormRequest(context: AppContext, submission: Submission): Promise<SubmittedRequest> {
  const { db, bus, i18n } = context;
  const { formId, fields, language, subjectId } = submission;
  if (!isUuid(formId)) throw notFound(`forms: no record with id ${formId}`);
  const [[form], inputLinks] = await Promise.all([
    db.select(publicColumns(entityOf(forms))).from(forms).where(eq(forms.id, formId)).limit(1) as Promise<Row[]>,
    loadLinked(db, formsToInputs, [formId]),
  ]);
  if (!form) throw notFound(`forms: no record with id ${formId}`);

  const inputs = inputLinks.map(({ item }) => ({
    row: item,
    slug: String(item.slug ?? ""),
    type: String(item.type ?? "default"),
    variant: String(item.variant ?? "default"),
    isRequired: item.isRequired === true,
    label: localise(item.label, language, i18n.defaultLanguage) || localise(item.title, language, i18n.defaultLanguage),
  }));
  const { values, errors } = checkFormValues(inputs, fields);
  const bad = inputs.filter((input) => errors[input.slug]);
  if (bad.length) {
    const causes = bad.map((input) => ({ message: `${input.slug}: ${input.label ? `'${input.label}' ` : ""}${errors[input.slug]}` }));
    throw badRequest(`Invalid input: ${causes.map((c) => c.message).join("; ")}`, causes);
  }

  const payload: Row = { ...values, formId, ...(subjectId ? { subjectId } : {}) };
  const request = await inTransaction(db, async (tx) => {
    const row = await entityService(entityOf(requests), bus).create(tx, {
      payload,
      adminTitle: `${String(form.adminTitle ?? form.slug)} ${new Date().toISOString()}`.slice(0, 200),
    });
    await entityService(entityOf(formsToRequests), bus).create(tx, { formId, requestId: row.id });
    return row;
  });
  return { request, form, inputs, values };
}

/** Where notices of new requests go: ADMIN_EMAILS and the email identities of admin subjects. */
export async function adminEmails(context: AppContext): Promise<string[]> {
  const rows = await context.db
    .selectDistinct({ email: identities.email })
    .from(subjectsToRoles)
    .innerJoin(roles, eq(roles.id, subjectsToRoles.roleId))
    .innerJoin(subjectsToIdentities, eq(subjectsToIdentities.subjectId, subjectsToRoles.subjectId))
    .innerJoin(identities, eq(identities.id, subjectsToIdentities.identityId))
    .where(and(eq(roles.slug, "admin"), isNotNull(identities.email)));
  const emails = [...context.config.adminEmails, ...rows.map((r) => String(r.email).toLowerCase())];
  return [...new Set(emails.filter((email) => email.includes("@")))];
}

function mailerOrNothing(context: AppContext): Mailer | undefined {
  try {
    return mailerOf(context);
  } catch {
    return undefined;
  }
}

const MAIL_TEXTS = {
  ru: { subject: (form: string) => `Новая заявка: ${form}`, intro: (form: string) => `На сайте заполнена форма «${form}».`, empty: "(не заполнено)" },
  en: { subject: (form: string) => `New request: ${form}`, intro: (form: string) => `The form "${form}" was filled in on the site.`, empty: "(empty)" },
};

/**
 * Tells the administrators about a new request by mail (in the background: the visitor does not
 * wait for SMTP). Without the notification module nothing is sent.
 */
export async function notifyAdmins(context: AppContext, submitted: SubmittedRequest): Promise<void> {
  const mailer = mailerOrNothing(context);
  if (!mailer) return;
  const recipients = await adminEmails(context);
  if (!recipients.length) return;
  const lang = context.i18n.defaultLanguage === "en" ? "en" : "ru";
  const t = MAIL_TEXTS[lang];
  const formName = localise(submitted.form.title, lang, context.i18n.defaultLanguage) || String(submitted.form.adminTitle ?? submitted.form.slug);
  const lines = submitted.inputs.map((input) => {
    const name = localise(input.row.label, lang, context.i18n.defaultLanguage) || input.slug;
    const value = submitted.values[input.slug];
    return { name, value: value === undefined ? t.empty : String(value) };
  });
  const text = [t.intro(formName), "", ...lines.map((l) => `${l.name}: ${l.value}`), "", `id: ${String(submitted.request.id)}`, ""].join("\n");
  const html = `<!doctype html>\n<html lang="${lang}"><body style="font-family:sans-serif;line-height:1.5">\n<p>${escapeHtml(t.intro(formName))}</p>\n<table cellpadding="4">${lines
    .map((l) => `<tr><th align="left" valign="top">${escapeHtml(l.name)}</th><td style="white-space:pre-wrap">${escapeHtml(l.value)}</td></tr>`)
    .join("")}</table>\n<p style="color:#777">id: ${escapeHtml(String(submitted.request.id))}</p>\n</body></html>\n`;
  for (const to of recipients) mailer.enqueue({ to, subject: t.subject(formName), text, html });
}
