// 'me', the subject list and a subject's overview, and the authorization-gated block (on demand).
import { useQuery } from "@tanstack/react-query";
import { ArrowRight, CircleUserRound, LayoutDashboard, Settings } from "lucide-react";
import { Button } from "../../../core/ui/button";
import { Skeleton } from "../../../core/ui/skeleton";
import { useLanguage, usePage } from "../../../core/page/page-context";
import { AuthorizationGate, useIsAuthorized } from "../client/AuthorizationGate";
import { withEntities } from "../../../core/client/entities";
import { sessionApi } from "../client/session";
import type { Identity, Subject } from "../client/types";
import { sessionKeys, useSession, useSessionState, type SessionView } from "../client/use-session";
import type { RbacWidgetData } from "../widget-data-types";
import { ProviderBadge, shortAddress } from "./identity";
import { ROUTES, useTexts } from "./texts";
import { Card, Screen } from "./ui";

/** The generic entity routes, as the signed-in subject. */
const subjectApi = withEntities(sessionApi);

const SUBJECTS = "/api/rbac/subjects";
const SUBJECT_SLUG_KEY = "rbac.subjects.slug";

function formatDate(value: string, language: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : new Intl.DateTimeFormat(language, { dateStyle: "long" }).format(date);
}

function Loading() {
  return (
    <div aria-busy className="flex flex-col gap-4">
      <Skeleton className="h-9 w-1/2" />
      <Skeleton className="h-32 w-full rounded-2xl" />
    </div>
  );
}

function Message({ children }: { children: string }) {
  return (
    <Card>
      <p role="status" className="text-center text-ink/70">
        {children}
      </p>
    </Card>
  );
}

function IdentityList({ identities }: { identities: Identity[] }) {
  const t = useTexts();
  return (
    <ul className="flex flex-col gap-2">
      {identities.map((identity) => (
        <li key={identity.id} className="flex min-w-0 items-center gap-3">
          <ProviderBadge provider={identity.provider} />
          <span className="truncate">{identity.email ?? (identity.account ? shortAddress(identity.account) : t.noEmail)}</span>
        </li>
      ))}
    </ul>
  );
}

/** One subject: its identifier, identities, roles and age. */
function SubjectCard({ subject, identities, roles, own }: { subject: Subject; identities: Identity[]; roles?: SessionView["roles"]; own: boolean }) {
  const t = useTexts();
  const { language, href } = useLanguage();
  return (
    <Card className="flex flex-col gap-5">
      <div className="flex items-center gap-4">
        <span aria-hidden className="grid size-14 shrink-0 place-items-center rounded-full bg-brand-100 text-brand-700">
          <CircleUserRound className="size-7" />
        </span>
        <div className="min-w-0">
          <h1 className="truncate font-serif text-2xl text-brand-900">{identities[0]?.email ?? subject.slug}</h1>
          <p className="text-sm text-ink/70">
            {t.created}: {formatDate(subject.createdAt, language)}
            {own && <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs text-brand-800">{t.you}</span>}
          </p>
        </div>
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-y-4">
        <dt className="text-ink/70">{t.identifier}</dt>
        <dd className="mb-3 break-all font-mono text-xs leading-6 sm:mb-0">{subject.slug}</dd>
        <dt className="text-ink/70">{t.identitiesTitle}</dt>
        <dd className="mb-3 min-w-0 sm:mb-0">{identities.length ? <IdentityList identities={identities} /> : t.guest}</dd>
        {roles && (
          <>
            <dt className="text-ink/70">{t.roles}</dt>
            <dd>{roles.map((r) => r.title || r.slug).join(", ") || "—"}</dd>
          </>
        )}
      </dl>
      {own && (
        <Button asChild variant="outline" className="self-start">
          <a href={href(ROUTES.settings)}>
            <Settings aria-hidden className="size-4" />
            {t.settings}
          </a>
        </Button>
      )}
    </Card>
  );
}

/** 'me': the current subject (or a guest note with the Login link). */
export function MeScreen({ data }: { data: RbacWidgetData }) {
  const t = useTexts();
  const { href } = useLanguage();
  const session = useSession();
  let body;
  if (session.status === "loading") body = <Loading />;
  else if (!session.subject || session.isAnonymous) {
    body = (
      <Card className="flex flex-col items-center gap-4 text-center">
        <CircleUserRound aria-hidden className="size-10 text-brand-500" />
        <p className="text-ink/75">{t.guestHint}</p>
        <Button asChild variant="primary">
          <a href={href(ROUTES.selectMethod)}>{t.login}</a>
        </Button>
      </Card>
    );
  } else {
    body = (
      <div className="flex flex-col gap-3">
        <SubjectCard subject={session.subject} identities={session.identities} roles={session.roles} own />
        <a href={href(ROUTES.subject(session.subject.slug))} className="inline-flex items-center gap-1 self-end text-sm font-medium text-brand-700 underline-offset-4 hover:underline">
          {t.viewProfile}
          <ArrowRight aria-hidden className="size-4" />
        </a>
      </div>
    );
  }
  return (
    <Screen data={data} width="wide">
      {body}
    </Screen>
  );
}

function SubjectRows() {
  const t = useTexts();
  const { language, href } = useLanguage();
  const session = useSessionState();
  const query = useQuery({
    queryKey: [...sessionKeys.all, "subjects", session.subjectId ?? ""],
    enabled: session.status === "ready",
    queryFn: ({ signal }) =>
      subjectApi.entity<Subject>("rbac", "subjects").find({ orderBy: [{ column: "createdAt", method: "desc" }], limit: 50 }, { signal }),
  });
  if (query.isPending) return <Loading />;
  if (query.isError) return <Message>{t.adminOnly}</Message>;
  if (!query.data.length) return <Message>{t.noAccounts}</Message>;
  return (
    <Card className="p-0 sm:p-0">
      <ul className="divide-y divide-brand-100">
        {query.data.map((subject) => (
          <li key={subject.id} className="flex items-center justify-between gap-4 px-5 py-4 sm:px-6">
            <div className="min-w-0">
              <p className="truncate font-mono text-sm">{subject.slug}</p>
              <p className="text-xs text-ink/70">
                {t.created}: {formatDate(subject.createdAt, language)}
              </p>
            </div>
            <a href={href(ROUTES.subject(subject.slug))} className="inline-flex shrink-0 items-center gap-1 text-sm font-medium text-brand-700 underline-offset-4 hover:underline">
              {t.viewProfile}
              <ArrowRight aria-hidden className="size-4" />
            </a>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** The subject list (for those allowed to read subjects: administrators). */
export function SubjectList({ data }: { data: RbacWidgetData }) {
  const t = useTexts();
  const { t: localise } = useLanguage();
  return (
    <Screen data={data} width="wide">
      <h1 className="mb-6 font-serif text-3xl text-brand-900">{localise(data.title) || t.accountsTitle}</h1>
      <AuthorizationGate route={SUBJECTS} skeleton={<Loading />} fallback={<Message>{t.adminOnly}</Message>}>
        <SubjectRows />
      </AuthorizationGate>
    </Screen>
  );
}

function OtherSubject({ slug }: { slug: string }) {
  const t = useTexts();
  const session = useSessionState();
  // Only those who may read subjects ask for one (no 403 in everybody's console).
  const access = useIsAuthorized(SUBJECTS);
  const query = useQuery({
    queryKey: [...sessionKeys.all, "subject", slug, session.subjectId ?? ""],
    enabled: session.status === "ready" && access.authorized,
    queryFn: async ({ signal }) => {
      const [subject] = await subjectApi.entity<Subject>("rbac", "subjects").find({ filters: [{ column: "slug", method: "eq", value: slug }], limit: 1 }, { signal });
      if (!subject) return null;
      const identities = await sessionApi.request<Identity[]>("GET", `${SUBJECTS}/${subject.id}/identities`, { signal });
      return { subject, identities };
    },
  });
  if (access.status === "loading" || (access.authorized && query.isPending)) return <Loading />;
  if (!access.authorized || query.isError || !query.data) return <Message>{t.notFound}</Message>;
  return <SubjectCard subject={query.data.subject} identities={query.data.identities} own={false} />;
}

/**
 * A subject's page (/rbac/subjects/[rbac.subjects.slug]): the signed-in subject's own data when
 * the slug is theirs, otherwise the subject as the API lets this caller read it (administrators).
 */
export function SubjectOverview({ data }: { data: RbacWidgetData }) {
  const { tree } = usePage();
  const session = useSession();
  const slug = tree.params[SUBJECT_SLUG_KEY] ?? "";
  let body;
  if (session.status === "loading") body = <Loading />;
  else if (session.subject && session.subject.slug === slug) {
    body = <SubjectCard subject={session.subject} identities={session.identities} roles={session.roles} own />;
  } else body = <OtherSubject slug={slug} />;
  return (
    <Screen data={data} width="wide">
      {body}
    </Screen>
  );
}

/** The authorization gate as a block: its title and text with a link to the admin, for administrators only. */
export function AuthorizedBlock({ data }: { data: RbacWidgetData }) {
  const t = useTexts();
  // The admin in the page's language: /ru/admin from a Russian page, /en/admin from an English one.
  const { t: localise, href } = useLanguage();
  const title = localise(data.title);
  const description = localise(data.description);
  return (
    <AuthorizationGate route={SUBJECTS} skeleton={<Skeleton className="mx-auto mb-12 h-24 w-[calc(100%-2rem)] max-w-3xl rounded-2xl" />}>
      <section data-rbac-widget={data.variant} className={data.className ?? "px-4 pb-12 sm:px-6"}>
        <div className="mx-auto flex max-w-3xl flex-col gap-4 rounded-2xl border border-brand-300 bg-brand-100/60 p-6 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-start gap-3">
            <LayoutDashboard aria-hidden className="mt-1 size-5 shrink-0 text-brand-700" />
            <div>
              {title && <h2 className="font-serif text-xl text-brand-900">{title}</h2>}
              {description && <p className="text-sm text-ink/70">{description}</p>}
            </div>
          </div>
          <Button asChild variant="primary" className="shrink-0">
            <a href={href(ROUTES.admin)}>{t.openAdmin}</a>
          </Button>
        </div>
      </section>
    </AuthorizationGate>
  );
}
