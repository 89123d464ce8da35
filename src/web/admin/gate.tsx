/** What a visitor or a non-admin sees at /admin: the sign-in screen or 'Not authorized'. */
import { zodResolver } from "@hookform/resolvers/zod";
import { LogIn } from "lucide-react";
import { useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { useRevalidator } from "react-router";
import { z } from "zod";
import { Button } from "../../core/ui/button";
import { Input } from "../../core/ui/input";
import { Label } from "../../core/ui/label";
import { errorMessage, signIn, signOut } from "./session";

const credentials = z.object({
  login: z.string().trim().email({ error: "Enter a valid email" }),
  password: z.string().min(8, { error: "At least 8 characters" }),
});

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="grid min-h-screen place-items-center bg-brand-50 p-4 text-ink">
      <div className="w-full max-w-sm rounded-lg border border-brand-200 bg-white p-6 shadow-sm">
        <p className="text-xs font-semibold uppercase tracking-wide text-ink/70">Admin</p>
        <h1 className="mb-3 font-serif text-2xl font-semibold">{title}</h1>
        {children}
      </div>
    </main>
  );
}

export function SignInScreen({ selectMethodHref, homeHref }: { selectMethodHref: string; homeHref: string }) {
  const revalidator = useRevalidator();
  const [error, setError] = useState<string>();
  const form = useForm<z.infer<typeof credentials>>({ resolver: zodResolver(credentials), defaultValues: { login: "", password: "" } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ login, password }) => {
    setError(undefined);
    try {
      await signIn(login, password);
      await revalidator.revalidate();
    } catch (caught) {
      setError(errorMessage(caught)); // the toast is shown by the accounts client
    }
  });
  const busy = isSubmitting || revalidator.state === "loading";

  return (
    <Panel title="Sign in">
      <p className="mb-4 text-sm text-ink/70">The back office is for administrators. Sign in with an administrator account.</p>
      <form noValidate onSubmit={onSubmit} className="space-y-3" aria-label="Sign in">
        <div className="space-y-1">
          <Label htmlFor="admin-login">Email</Label>
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
          <Label htmlFor="admin-password">Password</Label>
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
          {busy ? "Loading..." : "Sign in"}
        </Button>
      </form>
      <p className="mt-4 text-sm text-ink/70">
        Other ways to sign in:{" "}
        <a href={selectMethodHref} className="font-medium text-brand-700 underline underline-offset-2">
          Login
        </a>
      </p>
      <p className="mt-2 text-sm">
        <a href={homeHref} className="text-ink/70 underline-offset-2 hover:underline">
          Back to the site
        </a>
      </p>
    </Panel>
  );
}

export function SignOutButton({ className }: { className?: string }) {
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
      {pending ? "Loading..." : "Sign out"}
    </Button>
  );
}

export function NotAuthorized({ email, homeHref }: { email?: string; homeHref: string }) {
  return (
    <Panel title="Not authorized">
      <p className="mb-4 text-sm text-ink/70">
        {email ? `You are signed in as ${email}. ` : ""}Only administrators can use the back office.
      </p>
      <div className="flex flex-wrap gap-2">
        <SignOutButton />
        <Button asChild variant="ghost" size="sm">
          <a href={homeHref}>Back to the site</a>
        </Button>
      </div>
    </Panel>
  );
}
