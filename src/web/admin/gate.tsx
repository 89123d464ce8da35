/** What a visitor or a non-admin sees at /admin: the sign-in screen or 'Not authorized'. */
import { zodResolver } from "@hookform/resolvers/zod";
import { LogIn } from "lucide-react";
import { useMemo, useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { useRevalidator } from "react-router";
import { z } from "zod";
import { fillText } from "../../core/i18n/texts";
import { Button } from "../../core/ui/button";
import { Input } from "../../core/ui/input";
import { Label } from "../../core/ui/label";
import { errorMessage, signIn, signOut } from "./session";
import { ADMIN_TEXTS } from "../../core/admin/texts";
import { gateTexts, type GateTexts } from "./texts";

/** The sign-in form's rules, their messages in the admin's language. */
const credentials = (t: GateTexts) =>
  z.object({
    login: z.string().trim().email({ error: t.invalidEmail }),
    password: z.string().min(8, { error: t.shortPassword }),
  });
type Credentials = z.infer<ReturnType<typeof credentials>>;

function Panel({ title, eyebrow, children }: { title: string; eyebrow: string; children: ReactNode }) {
  return (
    <main className="grid min-h-screen place-items-center bg-brand-50 p-4 text-ink">
      <div className="w-full max-w-sm rounded-lg border border-brand-200 bg-white p-6 shadow-sm">
        <p className="text-xs font-semibold uppercase tracking-wide text-ink/70">{eyebrow}</p>
        <h1 className="mb-3 font-serif text-2xl font-semibold">{title}</h1>
        {children}
      </div>
    </main>
  );
}

/** `language`: the admin's (its url's), which every word here is in. */
export function SignInScreen({ selectMethodHref, homeHref, language }: { selectMethodHref: string; homeHref: string; language: string }) {
  const t = gateTexts.all(language);
  const revalidator = useRevalidator();
  const [error, setError] = useState<string>();
  const schema = useMemo(() => credentials(gateTexts.all(language)), [language]);
  const form = useForm<Credentials>({
    resolver: zodResolver(schema),
    defaultValues: { login: "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ login, password }) => {
    setError(undefined);
    try {
      await signIn(login, password);
      await revalidator.revalidate();
    } catch (caught) {
      setError(errorMessage(caught, language)); // the toast is shown by the accounts client
    }
  });
  const busy = isSubmitting || revalidator.state === "loading";

  return (
    <Panel title={t.signInTitle} eyebrow={ADMIN_TEXTS.text("admin", language)}>
      <p className="mb-4 text-sm text-ink/70">{t.signInIntro}</p>
      <form noValidate onSubmit={onSubmit} className="space-y-3" aria-label={t.signInForm}>
        <div className="space-y-1">
          <Label htmlFor="admin-login">{t.email}</Label>
          <Input
            id="admin-login"
            type="email"
            autoComplete="username"
            aria-invalid={errors.login ? true : undefined}
            aria-describedby={errors.login ? "admin-login-error" : undefined}
            {...form.register("login")}
          />
          {errors.login ? (
            <p id="admin-login-error" className="text-sm text-red-700">
              {errors.login.message}
            </p>
          ) : null}
        </div>
        <div className="space-y-1">
          <Label htmlFor="admin-password">{t.password}</Label>
          <Input
            id="admin-password"
            type="password"
            autoComplete="current-password"
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? "admin-password-error" : undefined}
            {...form.register("password")}
          />
          {errors.password ? (
            <p id="admin-password-error" className="text-sm text-red-700">
              {errors.password.message}
            </p>
          ) : null}
        </div>
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <Button type="submit" className="w-full" disabled={busy}>
          <LogIn className="size-4" aria-hidden />
          {busy ? t.loading : t.signIn}
        </Button>
      </form>
      <p className="mt-4 text-sm text-ink/70">
        {t.otherWays}{" "}
        <a href={selectMethodHref} className="font-medium text-brand-700 underline underline-offset-2">
          {t.login}
        </a>
      </p>
      <p className="mt-2 text-sm">
        <a href={homeHref} className="text-ink/70 underline-offset-2 hover:underline">
          {t.backToSite}
        </a>
      </p>
    </Panel>
  );
}

export function SignOutButton({ className, language }: { className?: string; language: string }) {
  const t = gateTexts.all(language);
  const [pending, setPending] = useState(false);
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      className={className}
      disabled={pending}
      onClick={() => {
        setPending(true);
        void signOut();
      }}
    >
      {pending ? t.loading : t.signOut}
    </Button>
  );
}

export function NotAuthorized({ email, homeHref, language }: { email?: string; homeHref: string; language: string }) {
  const t = gateTexts.all(language);
  return (
    <Panel title={t.notAuthorized} eyebrow={ADMIN_TEXTS.text("admin", language)}>
      <p className="mb-4 text-sm text-ink/70">
        {email ? `${fillText(t.signedInAs, { email })} ` : ""}
        {t.adminsOnly}
      </p>
      <div className="flex flex-wrap gap-2">
        <SignOutButton language={language} />
        <Button asChild variant="ghost" size="sm">
          <a href={homeHref}>{t.backToSite}</a>
        </Button>
      </div>
    </Panel>
  );
}
