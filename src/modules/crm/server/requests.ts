import { eq } from "drizzle-orm";
import { inTransaction } from "../../../core/db/transaction.js";
import { entityOf, entityService, loadLinked, publicColumns, type Row } from "../../../core/entity/index.js";
import { badRequest, notFound } from "../../../core/http/errors.js";
import { isUuid } from "../../../core/http/query.js";
import { localise } from "../../../core/i18n/languages.js";
import type { AppContext } from "../../../core/module.js";
import { noticeAdmins } from "../../notification/server/index.js";
export { adminEmails } from "../../notification/server/index.js";
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

const EMPTY = { ru: "(не заполнено)", en: "(empty)" };

/**
 * Tells the administrators about a new request by mail (template 'form-request', in the
 * background: the visitor does not wait for SMTP). Without the notification module nothing is sent.
 */
export function notifyAdmins(context: AppContext, submitted: SubmittedRequest): void {
  noticeAdmins(context, (lang) => {
    const formName = localise(submitted.form.title, lang, context.i18n.defaultLanguage) || String(submitted.form.adminTitle ?? submitted.form.slug);
    const fields = submitted.inputs.map((input) => {
      const name = localise(input.row.label, lang, context.i18n.defaultLanguage) || input.slug;
      const value = submitted.values[input.slug];
      return `${name}: ${value === undefined ? EMPTY[lang] : String(value)}`;
    });
    return { template: "form-request", values: { form: formName, fields: fields.join("\n"), id: String(submitted.request.id) } };
  });
}
