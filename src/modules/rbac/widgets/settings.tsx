// Account settings (loaded on demand): identities with their change and delete actions, password.
import { zodResolver } from "@hookform/resolvers/zod";
import { KeyRound, Pencil, Plus, ShieldCheck, Trash2, X } from "lucide-react";
import { AlertDialog, Dialog } from "radix-ui";
import { Suspense, useState, type ReactNode } from "react";
import { useForm, type DefaultValues, type FieldValues, type Resolver, type UseFormRegisterReturn } from "react-hook-form";
import { toast } from "../../../core/ui/toast";
import * as z from "zod/mini";
import { Button } from "../../../core/ui/button";
import { Skeleton } from "../../../core/ui/skeleton";
import { useLanguage } from "../../../core/page/page-context";
import { accountSections } from "./account-sections";
import { addEmailIdentity, changeIdentityEmail, changePassword, deleteIdentity } from "../client/actions";
import type { Identity } from "../client/types";
import { useInvalidateSession, useSession, type SessionView } from "../client/use-session";
import type { RbacWidgetData } from "../widget-data-types";
import { roleName, ROUTES, useTexts, type RbacTexts } from "./texts";
import { ProviderBadge, shortAddress } from "./identity";
import { Card, Field, Screen, Spinner } from "./ui";

const PASSWORD_MIN = 8;
const emailSchema = (t: RbacTexts) => z.pipe(z.string().check(z.trim(), z.minLength(1, t.required)), z.email(t.invalidEmail));
const passwordSchema = (t: RbacTexts) => z.string().check(z.minLength(PASSWORD_MIN, t.passwordMin));

/** A Radix dialog in the site's style; at most 80% of the viewport high (SPEC §2). */
function DialogShell({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: ReactNode;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const t = useTexts();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50 backdrop-blur-[2px]" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 flex max-h-[80vh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-5 overflow-y-auto rounded-2xl bg-white p-6 text-ink shadow-xl focus:outline-none">
          <div className="flex flex-col gap-1.5 pr-8">
            <Dialog.Title className="font-serif text-xl text-brand-900">{title}</Dialog.Title>
            {description ? (
              <Dialog.Description className="text-sm text-ink/65">{description}</Dialog.Description>
            ) : (
              <Dialog.Description className="sr-only">{title}</Dialog.Description>
            )}
          </div>
          {children}
          <Dialog.Close
            aria-label={t.close}
            className="absolute right-4 top-4 grid size-8 place-items-center rounded-full text-ink/70 hover:bg-brand-100 hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <X aria-hidden className="size-4" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function DialogActions({ pending, submit, pendingText }: { pending: boolean; submit: string; pendingText: string }) {
  const t = useTexts();
  return (
    <div className="mt-1 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Dialog.Close asChild>
        <Button type="button" variant="ghost">
          {t.cancel}
        </Button>
      </Dialog.Close>
      <Button type="submit" variant="primary" disabled={pending}>
        {pending && <Spinner />}
        {pending ? pendingText : submit}
      </Button>
    </div>
  );
}

/**
 * A form in a dialog: filled afresh each time it opens; on success the toast, then it closes. A
 * failed call keeps it open (the action's own toast said why).
 */
function useDialogForm<Values extends FieldValues>({
  resolver,
  initial,
  action,
  success,
  afterwards,
}: {
  resolver: Resolver<Values>;
  initial: () => DefaultValues<Values>;
  action: (values: Values) => Promise<unknown>;
  success: string;
  afterwards?: () => Promise<void>;
}) {
  const [open, setOpen] = useState(false);
  const form = useForm<Values>({ resolver, defaultValues: initial() });
  const submit = form.handleSubmit(async (values) => {
    try {
      await action(values);
    } catch {
      return;
    }
    await afterwards?.();
    toast.success(success);
    setOpen(false);
  });
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) form.reset(initial());
  };
  return { open, onOpenChange, form, submit, errors: form.formState.errors, pending: form.formState.isSubmitting };
}

/** The current password, which the server checks before an email or a password changes. */
function CurrentPasswordField({ error, ...registered }: UseFormRegisterReturn & { error?: string }) {
  const t = useTexts();
  return <Field label={t.currentPassword} type="password" autoComplete="current-password" placeholder={t.currentPasswordPlaceholder} error={error} {...registered} />;
}

/** 'Update Email': a new address for one identity. */
function UpdateEmailDialog({ subjectId, identity }: { subjectId: string; identity: Identity }) {
  const t = useTexts();
  const { language } = useLanguage();
  const invalidate = useInvalidateSession();
  const { open, onOpenChange, form, submit, errors, pending } = useDialogForm({
    resolver: zodResolver(z.object({ email: emailSchema(t), password: passwordSchema(t) })),
    initial: () => ({ email: identity.email ?? "", password: "" }),
    // The notice to the previous address is written in the page's language.
    action: ({ email, password }) => changeIdentityEmail(subjectId, identity.id, email, password, language),
    success: t.emailUpdated,
    afterwards: invalidate,
  });
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title={t.updateEmail}
      description={t.updateEmailDescription}
      trigger={
        <Button type="button" variant="outline" size="sm">
          <Pencil aria-hidden className="size-3.5" />
          {t.change}
        </Button>
      }
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <Field label={t.email} type="email" autoComplete="email" error={errors.email?.message} {...form.register("email")} />
        <CurrentPasswordField error={errors.password?.message} {...form.register("password")} />
        <DialogActions pending={pending} submit={t.save} pendingText={t.updating} />
      </form>
    </DialogShell>
  );
}

/** 'Change Password': the current password is checked by the server. */
function ChangePasswordDialog({ subjectId }: { subjectId: string }) {
  const t = useTexts();
  const { open, onOpenChange, form, submit, errors, pending } = useDialogForm({
    resolver: zodResolver(z.object({ password: passwordSchema(t), newPassword: passwordSchema(t) })),
    initial: () => ({ password: "", newPassword: "" }),
    action: (values) => changePassword(subjectId, values),
    success: t.passwordChanged,
  });
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title={t.changePasswordTitle}
      description={t.changePasswordDescription}
      trigger={
        <Button type="button" variant="outline">
          <KeyRound aria-hidden className="size-4" />
          {t.changePasswordTitle}
        </Button>
      }
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <CurrentPasswordField error={errors.password?.message} {...form.register("password")} />
        <Field
          label={t.newPassword}
          type="password"
          autoComplete="new-password"
          placeholder={t.newPasswordPlaceholder}
          error={errors.newPassword?.message}
          {...form.register("newPassword")}
        />
        <DialogActions pending={pending} submit={t.changePasswordSubmit} pendingText={t.updating} />
      </form>
    </DialogShell>
  );
}

/** An email-and-password identity for a subject that signs in with a wallet only. */
function AddEmailDialog() {
  const t = useTexts();
  const invalidate = useInvalidateSession();
  const { open, onOpenChange, form, submit, errors, pending } = useDialogForm({
    resolver: zodResolver(z.object({ email: emailSchema(t), password: passwordSchema(t) })),
    initial: () => ({ email: "", password: "" }),
    action: addEmailIdentity,
    success: t.emailAdded,
    afterwards: invalidate,
  });
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title={t.addEmail}
      description={t.addEmailDescription}
      trigger={
        <Button type="button" variant="outline">
          <Plus aria-hidden className="size-4" />
          {t.addEmail}
        </Button>
      }
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <Field label={t.email} type="email" autoComplete="email" placeholder={t.emailPlaceholder} error={errors.email?.message} {...form.register("email")} />
        <Field label={t.password} type="password" autoComplete="new-password" placeholder={t.passwordPlaceholder} error={errors.password?.message} {...form.register("password")} />
        <DialogActions pending={pending} submit={t.save} pendingText={t.updating} />
      </form>
    </DialogShell>
  );
}

/** Delete with a confirmation; the last identity cannot go (the server says so too). */
function DeleteIdentityButton({ subjectId, identity, last }: { subjectId: string; identity: Identity; last: boolean }) {
  const t = useTexts();
  const invalidate = useInvalidateSession();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  async function confirm() {
    setPending(true);
    try {
      await deleteIdentity(subjectId, identity.id);
      await invalidate();
      toast.success(t.identityDeleted);
      setOpen(false);
    } catch {
      // shown as a toast
    } finally {
      setPending(false);
    }
  }
  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger asChild>
        <Button type="button" variant="ghost" size="sm" disabled={last} title={last ? t.lastIdentity : undefined} className="text-red-700 hover:bg-red-50">
          <Trash2 aria-hidden className="size-3.5" />
          {t.delete}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink/50 backdrop-blur-[2px]" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 flex max-h-[80vh] w-[calc(100vw-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-2xl bg-white p-6 text-ink shadow-xl">
          <AlertDialog.Title className="font-serif text-xl text-brand-900">{t.deleteTitle}</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-ink/65">
            {t.deleteDescription} <span className="font-medium text-ink">{identity.email ?? identity.account}</span>
          </AlertDialog.Description>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button type="button" variant="ghost">
                {t.cancel}
              </Button>
            </AlertDialog.Cancel>
            <Button type="button" variant="destructive" disabled={pending} onClick={confirm}>
              {pending && <Spinner />}
              {t.delete}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

function IdentityRow({ subjectId, identity, last }: { subjectId: string; identity: Identity; last: boolean }) {
  const t = useTexts();
  const shown = identity.email ?? (identity.account ? shortAddress(identity.account) : t.noEmail);
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-center gap-3">
        <ProviderBadge provider={identity.provider} />
        <div className="flex min-w-0 flex-col">
          <span className="truncate font-medium" title={identity.email ?? identity.account ?? undefined}>
            {shown}
          </span>
          {identity.email && identity.account && <span className="truncate text-xs text-ink/70">{shortAddress(identity.account)}</span>}
        </div>
      </div>
      <div className="flex shrink-0 items-center gap-2">
        <UpdateEmailDialog subjectId={subjectId} identity={identity} />
        <DeleteIdentityButton subjectId={subjectId} identity={identity} last={last} />
      </div>
    </li>
  );
}

function SectionTitle({ icon, title, hint }: { icon: ReactNode; title: string; hint: string }) {
  return (
    <div className="mb-5 flex items-start gap-3">
      <span aria-hidden className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-100 text-brand-700">
        {icon}
      </span>
      <div>
        <h2 className="font-serif text-xl text-brand-900">{title}</h2>
        <p className="text-sm text-ink/70">{hint}</p>
      </div>
    </div>
  );
}

function SettingsSkeleton() {
  return (
    <div aria-busy className="flex flex-col gap-6">
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="h-40 w-full rounded-2xl" />
      <Skeleton className="h-28 w-full rounded-2xl" />
    </div>
  );
}

function SignedOut() {
  const t = useTexts();
  const { href } = useLanguage();
  return (
    <Card className="flex flex-col items-center gap-4 text-center">
      <p className="text-ink/75">{t.signInToManage}</p>
      <Button asChild variant="primary">
        <a href={href(ROUTES.selectMethod)}>{t.login}</a>
      </Button>
    </Card>
  );
}

function SettingsBody({ session }: { session: SessionView & { subject: NonNullable<SessionView["subject"]> } }) {
  const t = useTexts();
  const { subject, identities } = session;
  const { language } = useLanguage();
  const hasPassword = identities.some((i) => i.provider === "email_and_password");
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="font-serif text-3xl text-brand-900 sm:text-4xl">{t.settingsTitle}</h1>
        <p className="flex flex-wrap items-center gap-2 text-sm text-ink/70">
          <span className="truncate">{session.label}</span>
          {session.roles.map((role) => (
            <span key={role.id} className="rounded-full border border-brand-300 px-2 py-0.5 text-xs text-brand-800">
              {roleName(t, role)}
            </span>
          ))}
        </p>
      </div>
      <Card>
        <SectionTitle icon={<ShieldCheck className="size-4" />} title={t.identitiesTitle} hint={t.identitiesHint} />
        <ul className="divide-y divide-brand-100">
          {identities.map((identity) => (
            <IdentityRow key={identity.id} subjectId={subject.id} identity={identity} last={identities.length <= 1} />
          ))}
        </ul>
      </Card>
      <Card>
        <SectionTitle icon={<KeyRound className="size-4" />} title={t.security} hint={hasPassword ? t.securityHint : t.addEmailDescription} />
        {hasPassword ? <ChangePasswordDialog subjectId={subject.id} /> : <AddEmailDialog />}
      </Card>
      {accountSections().map(({ key, icon: Icon, Component }) => (
        <Card key={key}>
          <Suspense fallback={<Skeleton className="h-24 w-full" />}>
            <Component language={language} heading={(title, hint) => <SectionTitle icon={<Icon className="size-4" />} title={title} hint={hint} />} />
          </Suspense>
        </Card>
      ))}
    </div>
  );
}

/** Settings: the subject's identities ('Email' / 'EVM'), 'Update Email', delete, 'Change Password'. */
export function SettingsScreen({ data }: { data: RbacWidgetData }) {
  const session = useSession();
  let body;
  if (session.status === "loading") body = <SettingsSkeleton />;
  else if (!session.subject || session.isAnonymous) body = <SignedOut />;
  else body = <SettingsBody session={session as SessionView & { subject: NonNullable<SessionView["subject"]> }} />;
  return (
    <Screen data={data} width="wide">
      {body}
    </Screen>
  );
}
