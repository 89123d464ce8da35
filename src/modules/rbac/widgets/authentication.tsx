// The sign-in screens (loaded on demand: forms, validation and the wallet flow stay off other pages).
import { zodResolver } from "@hookform/resolvers/zod";
import { KeyRound, Mail, Wallet } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { useNavigate, useSearchParams } from "react-router";
import { toast } from "../../../core/ui/toast";
import * as z from "zod/mini";
import { Button } from "../../../core/ui/button";
import { cn } from "../../../core/ui/cn";
import { useLanguage } from "../../../core/page/page-context";
import { acceptInvitation, forgotPassword, register, resetPassword, signInWithEthereum, signInWithPassword } from "../client/actions";
import type { RbacWidgetData } from "../widget-data-types";
import { ROUTES, useTexts, type RbacTexts } from "./texts";
import { BrandLink, Card, CardHeading, Divider, Field, Screen, Spinner, SwitchLine, useHydrated } from "./ui";

export interface ScreenProps {
  data: RbacWidgetData;
}

// ---------------------------------------------------------------------------------------------
// Validation (SPEC §5): the login is an email, passwords have at least 8 characters.

const PASSWORD_MIN = 8;

const emailField = (t: RbacTexts) =>
  z.pipe(z.string().check(z.trim(), z.minLength(1, t.required)), z.email(t.invalidEmail));
const passwordField = (t: RbacTexts) => z.string().check(z.minLength(PASSWORD_MIN, t.passwordMin));

const credentialsSchema = (t: RbacTexts) => z.object({ login: emailField(t), password: passwordField(t) });
const forgotSchema = (t: RbacTexts) => z.object({ email: emailField(t) });
const resetSchema = (t: RbacTexts) =>
  z
    .object({
      code: z.string().check(z.trim(), z.minLength(1, t.required)),
      password: passwordField(t),
      passwordConfirmation: passwordField(t),
    })
    .check(
      z.refine((v) => v.password === v.passwordConfirmation, { message: t.passwordsDiffer, path: ["passwordConfirmation"] }),
    );

// ---------------------------------------------------------------------------------------------

function SubmitButton({ pending, children, pendingText, className }: { pending: boolean; children: ReactNode; pendingText: string; className?: string }) {
  const hydrated = useHydrated();
  return (
    <Button type="submit" variant="primary" size="lg" disabled={!hydrated || pending} className={cn("w-full", className)}>
      {pending && <Spinner />}
      {pending ? pendingText : children}
    </Button>
  );
}

/** Email and password sign-in; success goes to the configured success route. */
export function LoginForm() {
  const t = useTexts();
  const { href } = useLanguage();
  const navigate = useNavigate();
  const form = useForm({ resolver: zodResolver(credentialsSchema(t)), defaultValues: { login: "", password: "" } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await signInWithPassword(values);
    } catch {
      return; // shown as a toast
    }
    await navigate(href(ROUTES.afterSignIn));
  });
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label={t.loginAndPassword}>
      <Field label={t.email} type="email" autoComplete="email" placeholder={t.emailPlaceholder} error={errors.login?.message} {...form.register("login")} />
      <Field
        label={t.password}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        aside={
          <a href={href(ROUTES.forgotPassword)} className="text-sm text-brand-700 underline-offset-4 hover:underline">
            {t.forgotPassword}
          </a>
        }
        {...form.register("password")}
      />
      <SubmitButton pending={isSubmitting} pendingText={t.pending} className="mt-2">
        {t.submitSignIn}
      </SubmitButton>
    </form>
  );
}

/** Sign-In with Ethereum through the browser's wallet. */
export function EvmForm() {
  const t = useTexts();
  const { href } = useLanguage();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [wallet, setWallet] = useState<boolean | undefined>(undefined);
  const [pending, setPending] = useState(false);
  useEffect(() => setWallet(Boolean((window as { ethereum?: unknown }).ethereum)), []);

  async function connect() {
    setPending(true);
    try {
      await signInWithEthereum(t.evmStatement);
    } catch {
      setPending(false);
      return; // shown as a toast
    }
    await navigate(href(ROUTES.afterSignIn));
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-start gap-3 rounded-xl bg-brand-50 p-4 text-sm text-ink/75">
        <Wallet aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600" />
        <p>{t.evmSubtitle}</p>
      </div>
      {wallet === false && (
        <p role="status" className="text-sm text-red-700">
          {t.noWallet}
        </p>
      )}
      <Button type="button" variant="primary" size="lg" className="w-full" disabled={!hydrated || pending || wallet === false} onClick={connect}>
        {pending && <Spinner />}
        {pending ? t.evmPending : t.evmSubmit}
      </Button>
    </div>
  );
}

type Method = "email" | "evm";

/** Login-method chooser: the email-password form or the wallet, toggled by two options. */
export function SelectMethod({ data }: ScreenProps) {
  const t = useTexts();
  const { t: localise } = useLanguage();
  const [method, setMethod] = useState<Method>("email");
  const options: { value: Method; label: string; icon: ReactNode }[] = [
    { value: "email", label: t.loginAndPassword, icon: <Mail aria-hidden className="size-4" /> },
    { value: "evm", label: t.ethereumVirtualMachine, icon: <KeyRound aria-hidden className="size-4" /> },
  ];
  return (
    <Screen data={data}>
      <Card>
        <BrandLink data={data} />
        <CardHeading title={t.signInTitle} subtitle={localise(data.subtitle) || t.signInSubtitle} />
        {method === "email" ? <LoginForm /> : <EvmForm />}
        <Divider>{t.orContinueWith}</Divider>
        <div role="group" aria-label={t.orContinueWith} className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {options.map((option) => (
            <Button
              key={option.value}
              type="button"
              variant="outline"
              aria-pressed={method === option.value}
              onClick={() => setMethod(option.value)}
              className="h-auto min-h-10 whitespace-normal py-2 text-center aria-pressed:border-brand-600 aria-pressed:bg-brand-100 aria-pressed:text-brand-900"
            >
              {option.icon}
              {option.label}
            </Button>
          ))}
        </div>
        <SwitchLine question={t.noAccount} link={t.signUp} to={ROUTES.registration} />
      </Card>
    </Screen>
  );
}

/** The login form alone (for a page that offers only email and password). */
export function LoginScreen({ data }: ScreenProps) {
  const t = useTexts();
  const { t: localise } = useLanguage();
  return (
    <Screen data={data}>
      <Card>
        <BrandLink data={data} />
        <CardHeading title={localise(data.subtitle) || t.signInTitle} />
        <LoginForm />
        <SwitchLine question={t.noAccount} link={t.signUp} to={ROUTES.registration} />
      </Card>
    </Screen>
  );
}

/** The wallet sign-in alone. */
export function EvmScreen({ data }: ScreenProps) {
  const t = useTexts();
  return (
    <Screen data={data}>
      <Card>
        <BrandLink data={data} />
        <CardHeading title={t.ethereumVirtualMachine} />
        <EvmForm />
      </Card>
    </Screen>
  );
}

/** Sign-up: 'Create an account', then the site root. */
export function RegistrationScreen({ data }: ScreenProps) {
  const t = useTexts();
  const { language, href, t: localise } = useLanguage();
  const navigate = useNavigate();
  const form = useForm({ resolver: zodResolver(credentialsSchema(t)), defaultValues: { login: "", password: "" } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await register({ ...values, lang: language });
    } catch {
      return;
    }
    await navigate(href(ROUTES.afterRegistration));
  });
  return (
    <Screen data={data}>
      <Card>
        <BrandLink data={data} />
        <CardHeading title={t.registrationTitle} subtitle={localise(data.subtitle) || t.registrationSubtitle} />
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <Field label={t.email} type="email" autoComplete="email" placeholder={t.emailPlaceholder} error={errors.login?.message} {...form.register("login")} />
          <Field
            label={t.password}
            type="password"
            autoComplete="new-password"
            placeholder={t.passwordPlaceholder}
            error={errors.password?.message}
            {...form.register("password")}
          />
          <SubmitButton pending={isSubmitting} pendingText={t.pending} className="mt-2">
            {t.createAccount}
          </SubmitButton>
        </form>
        <SwitchLine question={t.haveAccount} link={t.signIn} to={ROUTES.selectMethod} />
      </Card>
    </Screen>
  );
}

/** Forgot password: always the same answer, 'Reset link sent'. */
export function ForgotPasswordScreen({ data }: ScreenProps) {
  const t = useTexts();
  const { language, href } = useLanguage();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(forgotSchema(t)), defaultValues: { email: "" } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await forgotPassword({ ...values, lang: language });
    } catch {
      return;
    }
    toast.success(t.resetLinkSent);
    setSentTo(values.email);
  });
  return (
    <Screen data={data}>
      <Card>
        <BrandLink data={data} />
        <CardHeading title={t.forgotTitle} subtitle={sentTo ? undefined : t.forgotSubtitle} />
        {sentTo ? (
          <div role="status" className="flex flex-col items-center gap-3 rounded-xl bg-brand-50 p-5 text-center">
            <Mail aria-hidden className="size-6 text-brand-600" />
            <p className="font-medium text-brand-900">{t.resetLinkSent}</p>
            <p className="text-sm text-ink/70">{t.forgotDone}</p>
          </div>
        ) : (
          <form noValidate onSubmit={submit} className="flex flex-col gap-4">
            <Field label={t.email} type="email" autoComplete="email" placeholder={t.emailPlaceholder} error={errors.email?.message} {...form.register("email")} />
            <SubmitButton pending={isSubmitting} pendingText={t.pending} className="mt-2">
              {t.forgotSubmit}
            </SubmitButton>
          </form>
        )}
        <p className="mt-6 text-center text-sm">
          <a href={href(ROUTES.selectMethod)} className="font-medium text-brand-700 underline-offset-4 hover:underline">
            {t.backToSignIn}
          </a>
        </p>
      </Card>
    </Screen>
  );
}

/**
 * Reset password with the code from ?code= (or typed from the email). With ?invitation=1 (the
 * link of an invitation mail) it accepts the invitation instead: the same code and password,
 * and the invitee is signed in.
 */
export function ResetPasswordScreen({ data }: ScreenProps) {
  const t = useTexts();
  const { href } = useLanguage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const codeFromUrl = params.get("code") ?? "";
  const invitation = params.get("invitation") === "1";
  const form = useForm({
    resolver: zodResolver(resetSchema(t)),
    defaultValues: { code: codeFromUrl, password: "", passwordConfirmation: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await (invitation ? acceptInvitation(values) : resetPassword(values));
    } catch {
      return;
    }
    toast.success(invitation ? t.invitationAccepted : t.passwordResetSuccessfully);
    await navigate(href(invitation ? ROUTES.afterSignIn : ROUTES.selectMethod));
  });
  return (
    <Screen data={data}>
      <Card>
        <BrandLink data={data} />
        <CardHeading title={invitation ? t.invitationTitle : t.resetTitle} subtitle={invitation ? t.invitationSubtitle : t.resetSubtitle} />
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          {codeFromUrl ? (
            <input type="hidden" {...form.register("code")} />
          ) : (
            <Field label={t.code} autoComplete="one-time-code" error={errors.code?.message} {...form.register("code")} />
          )}
          <Field
            label={t.resetPasswordLabel}
            type="password"
            autoComplete="new-password"
            placeholder={t.passwordPlaceholder}
            error={errors.password?.message}
            {...form.register("password")}
          />
          <Field
            label={t.passwordConfirmation}
            type="password"
            autoComplete="new-password"
            error={errors.passwordConfirmation?.message}
            {...form.register("passwordConfirmation")}
          />
          <SubmitButton pending={isSubmitting} pendingText={t.pending} className="mt-2">
            {invitation ? t.invitationSubmit : t.resetSubmit}
          </SubmitButton>
        </form>
        <p className="mt-6 text-center text-sm">
          <a href={href(ROUTES.forgotPassword)} className="font-medium text-brand-700 underline-offset-4 hover:underline">
            {t.requestNewLink}
          </a>
        </p>
      </Card>
    </Screen>
  );
}
