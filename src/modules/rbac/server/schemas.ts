import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./passwords.js";

/** Emails are compared and stored trimmed and lower-cased. */
export const email = z
  .string({ error: "must be a string" })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: "must be a valid email address" }));

export const password = z
  .string({ error: "must be a string" })
  .min(PASSWORD_MIN_LENGTH, { error: `must be at least ${PASSWORD_MIN_LENGTH} characters` })
  .max(PASSWORD_MAX_LENGTH, { error: `must be at most ${PASSWORD_MAX_LENGTH} characters` });

const lang = z.string().optional();

export const credentials = z.object({ login: email, password, lang });

export const forgotPassword = z.object({ email, lang });

export const resetPassword = z
  .object({
    code: z.string({ error: "must be a string" }).min(1, { error: "is required" }).max(200),
    password,
    passwordConfirmation: password,
  })
  .refine((data) => data.password === data.passwordConfirmation, {
    error: "Passwords do not match",
    path: ["passwordConfirmation"],
  });

export const invitation = z.object({
  email,
  roleIds: z.array(z.uuid({ error: "must be a role id" })).max(20).default([]),
  lang,
});

export const acceptInvitation = resetPassword;

export const refresh = z.object({ refresh: z.string({ error: "must be a string" }).min(1, { error: "is required" }) });

export const optionalRefresh = z.object({ refresh: z.string().optional() }).optional();

export const changePassword = z.object({ password, newPassword: password });

/**
 * A new email; `password` is the identity's current one, asked of the owner (not of an
 * administrator); `lang` the language of the notice mailed to the previous address.
 */
export const changeEmail = z.object({ email, password: z.string({ error: "must be a string" }).max(PASSWORD_MAX_LENGTH).optional(), lang });

/** A new email-and-password identity: `email` (or `login`, as in sign-in) and a password. */
export const newIdentity = z
  .object({
    email: email.optional(),
    login: email.optional(),
    password,
    provider: z.literal("email_and_password", { error: "only email_and_password identities can be added here" }).optional(),
    subjectId: z.uuid({ error: "must be a uuid" }).optional(),
  })
  .transform(({ email: given, login, ...rest }) => ({ ...rest, email: given ?? login }))
  .refine((data) => data.email !== undefined, { error: "is required", path: ["email"] });

const hex = (what: string) => z.string({ error: "must be a string" }).regex(/^0x[0-9a-fA-F]+$/, { error: `must be a 0x-prefixed hex ${what}` });

export const ethereumSignIn = z.object({
  message: z.string({ error: "must be a string" }).min(1, { error: "is required" }).max(4096),
  signature: hex("signature"),
  address: hex("address").refine((a) => a.length === 42, { error: "must be a 20-byte address" }),
});

/**
 * POST /subjects/{id}/notify: a message to the subject's email addresses, laid out by the
 * 'site-message' template (blank lines separate paragraphs). No HTML of the caller's: every mail
 * is a template (strict, so a client still sending `html` hears so).
 */
export const notify = z.strictObject({
  subject: z.string({ error: "must be a string" }).trim().min(1, { error: "is required" }).max(200, { error: "must be at most 200 characters" }),
  text: z.string({ error: "must be a string" }).trim().min(1, { error: "is required" }).max(20_000, { error: "must be at most 20000 characters" }),
  /** The mail's language; the site's default when absent. */
  language: z.enum(["ru", "en"], { error: "must be ru or en" }).optional(),
});
