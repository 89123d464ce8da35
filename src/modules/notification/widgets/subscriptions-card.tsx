// The settings page's subscriptions: the topics a subject may get mail about, with its choices.
import "../messages";
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

/** An administrators' notice: received unless left. */
interface NoticeChoice {
  kind: string;
  title: Record<string, string>;
  subscribed: boolean;
}

const PATH = "/api/notification/subscriptions";

const titleOf = (topic: TopicChoice, language: string) => topic.title?.[language] || topic.title?.ru || topic.adminTitle;

/** Checkboxes for every topic; saving sends the whole choice (and the page's language for the mails). */
export function SubscriptionsCard({ language, heading }: { language: string; heading: (title: string, hint: string) => ReactNode }) {
  const t = subscriptionTexts(language);
  const [topics, setTopics] = useState<TopicChoice[] | undefined>();
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [notices, setNotices] = useState<NoticeChoice[]>([]);
  const [chosenNotices, setChosenNotices] = useState<Set<string>>(new Set());
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    sessionApi
      .request<{ topics: TopicChoice[]; notices?: NoticeChoice[] }>("GET", PATH)
      .then((data) => {
        if (!live) return;
        setTopics(data.topics);
        setChosen(new Set(data.topics.filter((topic) => topic.subscribed).map((topic) => topic.id)));
        setNotices(data.notices ?? []);
        setChosenNotices(new Set((data.notices ?? []).filter((notice) => notice.subscribed).map((notice) => notice.kind)));
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
      const data = { topicIds: [...chosen], language, ...(notices.length ? { notices: [...chosenNotices] } : {}) };
      await call(sessionApi.request("PUT", PATH, { data }));
      toast.success(t.saved);
    } catch {
      // the call's toast said why
    } finally {
      setSaving(false);
    }
  }

  const toggleIn = (set: typeof setChosen) => (id: string, on: boolean) =>
    set((previous) => {
      const next = new Set(previous);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const toggle = toggleIn(setChosen);
  const toggleNotice = toggleIn(setChosenNotices);

  let body: ReactNode;
  if (failed) body = <p role="alert" className="text-sm text-red-700">{t.failed}</p>;
  else if (!topics) body = <Skeleton className="h-24 w-full rounded-xl" />;
  else if (!topics.length && !notices.length) body = <p className="text-sm text-ink/70">{t.none}</p>;
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
        {notices.length ? (
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 text-sm font-medium text-ink/80">{t.notices}</legend>
            {notices.map((notice) => (
              <label key={notice.kind} className="flex items-start gap-3 text-ink">
                <input type="checkbox" className="mt-1 size-4 accent-brand-700" checked={chosenNotices.has(notice.kind)} onChange={(event) => toggleNotice(notice.kind, event.target.checked)} />
                <span>{notice.title[language] ?? notice.title.ru}</span>
              </label>
            ))}
          </fieldset>
        ) : null}
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
