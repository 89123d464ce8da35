// The settings page's subscriptions: the topics a subject may get mail about, with its choices.
import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import { Button } from "../../../core/ui/button";
import { Skeleton } from "../../../core/ui/skeleton";
import { toast } from "../../../core/ui/toast";
import { call } from "../../rbac/client/call";
import { sessionApi } from "../../rbac/client/session";
import { subscriptionTexts } from "./texts";

interface TopicChoice {
  id: string;
  slug: string;
  kind: string;
  title: Record<string, string> | null;
  adminTitle: string;
  subscribed: boolean;
}

const PATH = "/api/notification/subscriptions";

const titleOf = (topic: TopicChoice, language: string) => topic.title?.[language] || topic.title?.ru || topic.adminTitle;

/** Checkboxes for every topic; saving sends the whole choice (and the page's language for the mails). */
export function SubscriptionsCard({ language, heading }: { language: string; heading: (title: string, hint: string) => ReactNode }) {
  const t = subscriptionTexts(language);
  const [topics, setTopics] = useState<TopicChoice[] | undefined>();
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    sessionApi
      .request<{ topics: TopicChoice[] }>("GET", PATH)
      .then((data) => {
        if (!live) return;
        setTopics(data.topics);
        setChosen(new Set(data.topics.filter((topic) => topic.subscribed).map((topic) => topic.id)));
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, []);

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      await call(sessionApi.request("PUT", PATH, { data: { topicIds: [...chosen], language } }));
      toast.success(t.saved);
    } catch {
      // the call's toast said why
    } finally {
      setSaving(false);
    }
  }

  const toggle = (id: string, on: boolean) =>
    setChosen((previous) => {
      const next = new Set(previous);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  let body: ReactNode;
  if (failed) body = <p role="alert" className="text-sm text-red-700">{t.failed}</p>;
  else if (!topics) body = <Skeleton className="h-24 w-full rounded-xl" />;
  else if (!topics.length) body = <p className="text-sm text-ink/70">{t.none}</p>;
  else
    body = (
      <form onSubmit={(event) => void save(event)} className="flex flex-col gap-4">
        <fieldset className="flex flex-col gap-3">
          <legend className="sr-only">{t.title}</legend>
          {topics.map((topic) => (
            <label key={topic.id} className="flex items-start gap-3 text-ink">
              <input type="checkbox" className="mt-1 size-4 accent-brand-700" checked={chosen.has(topic.id)} onChange={(event) => toggle(topic.id, event.target.checked)} />
              <span>{titleOf(topic, language)}</span>
            </label>
          ))}
        </fieldset>
        <div>
          <Button type="submit" variant="primary" disabled={saving}>
            {saving ? t.saving : t.save}
          </Button>
        </div>
      </form>
    );
  return (
    <>
      {heading(t.title, t.hint)}
      {body}
    </>
  );
}
