import { ArrowRight, Bot, FileText, UserRound } from "lucide-react";
import type { ComponentType } from "react";
import { Link } from "react-router";
import { Button } from "../../../core/ui/button";
import { cn } from "../../../core/ui/cn";
import { isEmptyRichText, RichText } from "../../../core/page/rich-text";
import { fileUrl, ResponsiveImage } from "../../file-storage/widgets/ResponsiveImage";
import type { SocialFile, SocialProfile } from "../widget-data-types";
import { useSocial } from "./shared";
import { useInnerLevel } from "../../../core/page/block-header";

export interface ProfileViewProps {
  profile: SocialProfile;
  className?: string;
}

const isImage = (file: SocialFile) =>
  (file.mimeType ?? "").startsWith("image/") || /\.(png|jpe?g|gif|webp|avif|svg)($|[?#])/i.test(file.file) || ["png", "jpg", "jpeg", "gif", "webp", "avif", "svg"].includes((file.extension ?? "").toLowerCase());

/** The profile's picture (its first image file), or a round placeholder with an icon. */
function Avatar({ profile, size = "md" }: { profile: SocialProfile; size?: "md" | "lg" }) {
  const { text } = useSocial();
  const image = profile.files.find(isImage);
  const ai = profile.variant === "artificial-intelligence";
  const box = size === "lg" ? "size-28 sm:size-36" : "size-16";
  if (image) {
    return (
      <ResponsiveImage
        file={image}
        alt={text(image.alt) || text(profile.title)}
        sizes={size === "lg" ? "144px" : "64px"}
        className={cn(box, "shrink-0 rounded-full bg-brand-100 object-cover ring-2", ai ? "ring-sky-300" : "ring-brand-200")}
      />
    );
  }
  const Icon = ai ? Bot : UserRound;
  return (
    <span aria-hidden className={cn(box, "flex shrink-0 items-center justify-center rounded-full ring-2", ai ? "bg-sky-50 text-sky-700 ring-sky-300" : "bg-brand-100 text-brand-700 ring-brand-200")}>
      <Icon className={size === "lg" ? "size-14" : "size-8"} />
    </span>
  );
}

function AiBadge() {
  const { label } = useSocial();
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-sky-100 px-2.5 py-0.5 text-xs font-medium text-sky-800">
      <Bot className="size-3.5" aria-hidden />
      {label("ai")}
    </span>
  );
}

/** Files of a profile: images as a small gallery, other files as links. */
function ProfileFiles({ profile }: { profile: SocialProfile }) {
  const { label, text } = useSocial();
  // The first image is the avatar; the rest (and every non-image) are the profile's files.
  const avatar = profile.files.find(isImage);
  const files = profile.files.filter((file) => file !== avatar);
  if (!files.length) return null;
  const images = files.filter(isImage);
  const others = files.filter((file) => !isImage(file));
  return (
    <section aria-label={label("files")} className="flex flex-col gap-4">
      <h2 className="font-serif text-2xl text-brand-900">{label("files")}</h2>
      {images.length > 0 && (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {images.map((file) => (
            <li key={file.id} className={cn("overflow-hidden rounded-lg bg-brand-100", file.containerClassName, file.link.className)}>
              <ResponsiveImage file={file} alt={text(file.alt) || text(profile.title)} sizes="(min-width: 640px) 33vw, 50vw" className={cn("aspect-[4/3] h-full w-full object-cover", file.className)} />
            </li>
          ))}
        </ul>
      )}
      {others.length > 0 && (
        <ul className="flex flex-col gap-2">
          {others.map((file) => (
            <li key={file.id}>
              <a href={fileUrl(file)} target="_blank" rel="noreferrer" className="inline-flex items-center gap-2 text-brand-700 underline-offset-4 hover:underline">
                <FileText className="size-4" aria-hidden />
                {text(file.alt) || file.file.split("/").pop()}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The profile page: picture, title, subtitle, description, files. */
function ProfileOverviewDefault({ profile, className }: ProfileViewProps) {
  const { text, rich } = useSocial();
  const title = text(profile.title);
  const subtitle = text(profile.subtitle);
  const description = rich(profile.description);
  return (
    <article data-social-profile={profile.variant} className={cn("flex flex-col gap-8", profile.className, className)}>
      <header className="flex flex-col items-center gap-4 text-center sm:flex-row sm:items-center sm:text-left">
        <Avatar profile={profile} size="lg" />
        <div className="flex flex-col gap-2">
          {title && <h1 className="font-serif text-4xl leading-tight text-brand-900">{title}</h1>}
          {subtitle && <p className="text-lg text-ink/70">{subtitle}</p>}
        </div>
      </header>
      {!isEmptyRichText(description) && <RichText value={description} className="prose-sobor max-w-3xl text-ink/85" />}
      <ProfileFiles profile={profile} />
    </article>
  );
}

/** An AI assistant's page: the same parts, marked as an assistant, in a cooler frame. */
function ProfileOverviewArtificialIntelligence({ profile, className }: ProfileViewProps) {
  const { text, rich } = useSocial();
  const title = text(profile.title);
  const subtitle = text(profile.subtitle);
  const description = rich(profile.description);
  return (
    <article
      data-social-profile={profile.variant}
      className={cn("flex flex-col gap-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sky-200 sm:p-10", profile.className, className)}
    >
      <header className="flex flex-col items-center gap-4 text-center sm:flex-row sm:text-left">
        <Avatar profile={profile} size="lg" />
        <div className="flex flex-col items-center gap-2 sm:items-start">
          <AiBadge />
          {title && <h1 className="font-serif text-4xl leading-tight text-brand-900">{title}</h1>}
          {subtitle && <p className="text-lg text-ink/70">{subtitle}</p>}
        </div>
      </header>
      {!isEmptyRichText(description) && <RichText value={description} className="prose-sobor max-w-3xl text-ink/85" />}
      <ProfileFiles profile={profile} />
    </article>
  );
}

/** A profile in a list: picture, title, subtitle and a link to its page. */
function ProfileCardDefault({ profile, className }: ProfileViewProps) {
  const Title = useInnerLevel();
  const { text, label, profileHref } = useSocial();
  const title = text(profile.title) || profile.slug;
  const subtitle = text(profile.subtitle);
  const ai = profile.variant === "artificial-intelligence";
  return (
    <article
      data-social-profile={profile.variant}
      className={cn("flex h-full flex-col gap-4 rounded-lg bg-white p-5 shadow-sm ring-1", ai ? "ring-sky-200" : "ring-brand-200/70", profile.className, className)}
    >
      <div className="flex items-center gap-4">
        <Avatar profile={profile} />
        <div className="flex min-w-0 flex-col gap-1">
          {ai && <AiBadge />}
          <Title className="font-serif text-xl leading-snug text-brand-900">{title}</Title>
          {subtitle && <p className="text-sm text-ink/70">{subtitle}</p>}
        </div>
      </div>
      <div className="mt-auto">
        <Button asChild variant="outline" size="sm">
          <Link to={profileHref(profile.slug)}>
            {label("viewProfile")}
            <ArrowRight className="size-4" aria-hidden />
          </Link>
        </Button>
      </div>
    </article>
  );
}

/** Profile page per profile variant (SPEC §2: default, artificial-intelligence). */
export const PROFILE_OVERVIEW_VARIANTS: Record<string, ComponentType<ProfileViewProps>> = {
  default: ProfileOverviewDefault,
  "artificial-intelligence": ProfileOverviewArtificialIntelligence,
};

/** Profile card per profile variant (the AI card carries its badge). */
export const PROFILE_CARD_VARIANTS: Record<string, ComponentType<ProfileViewProps>> = {
  default: ProfileCardDefault,
  "artificial-intelligence": ProfileCardDefault,
};

export function ProfileOverview(props: ProfileViewProps) {
  const View = PROFILE_OVERVIEW_VARIANTS[props.profile.variant];
  return View ? <View {...props} /> : null;
}

export function ProfileCard(props: ProfileViewProps) {
  const View = PROFILE_CARD_VARIANTS[props.profile.variant];
  return View ? <View {...props} /> : null;
}
