import type { ComponentType } from "react";
import type { SocialWidgetData } from "../widget-data-types";
import { ChatList } from "./chat";
import { ProfileCard, ProfileOverview } from "./profile";
import { EmptyNote, Section, useSocial } from "./shared";

export interface SocialWidgetProps {
  data: SocialWidgetData;
}

/** The widget's profiles as cards linking to their pages. */
function SocialDefault({ data }: SocialWidgetProps) {
  const { label } = useSocial();
  return (
    <Section widget={data.widget}>
      {data.profiles.length ? (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {data.profiles.map((profile) => (
            <li key={profile.id} className={profile.link?.className ?? undefined}>
              <ProfileCard profile={profile} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyNote>{label("noProfiles")}</EmptyNote>
      )}
    </Section>
  );
}

/** The signed-in subject's chats (loaded in the browser: they are private). */
function ChatListDefault({ data }: SocialWidgetProps) {
  return (
    <Section widget={data.widget} className="max-w-5xl">
      <ChatList />
    </Section>
  );
}

/** A profile page: the url's profile (/social/profiles/[social.profiles.slug]), else the widget's first. */
function ProfileOverviewDefault({ data }: SocialWidgetProps) {
  const { label } = useSocial();
  return (
    <Section widget={data.widget} header={false} className="max-w-4xl">
      {data.profile ? <ProfileOverview profile={data.profile} /> : <EmptyNote>{label("profileNotFound")}</EmptyNote>}
    </Section>
  );
}

/** One component per social widget variant (SPEC §2 'Social widget'). */
export const SOCIAL_WIDGET_VARIANTS: Record<string, ComponentType<SocialWidgetProps>> = {
  default: SocialDefault,
  "chat-list-default": ChatListDefault,
  "profile-overview-default": ProfileOverviewDefault,
};
