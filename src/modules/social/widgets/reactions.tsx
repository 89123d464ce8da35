import { SmilePlus } from "lucide-react";
import { Popover } from "radix-ui";
import { useState } from "react";
import { cn } from "../../../core/ui/cn";
import { REACTION_EMOJI, REACTION_KINDS, type ReactionKind } from "../reaction-kinds";
import type { MessageReaction } from "../widget-data-types";
import { useSocial, type Label } from "./shared";

const NAMES: Record<ReactionKind, Label> = { like: "reactionLike", love: "reactionLove", pray: "reactionPray", smile: "reactionSmile", sad: "reactionSad" };

/**
 * A message's reactions: one chip per kind given (its emoji and count, pressed when the viewer
 * gave it; pressing takes it back or gives it), and a button that opens the five kinds to choose.
 */
export function MessageReactions({
  reactions,
  viewer,
  own,
  onToggle,
}: {
  reactions: MessageReaction[];
  viewer: string;
  own: boolean;
  onToggle: (kind: ReactionKind, on: boolean) => void;
}) {
  const { label } = useSocial();
  const [open, setOpen] = useState(false);
  const given = (kind: ReactionKind) => reactions.find((r) => r.kind === kind)?.profileIds.includes(viewer) ?? false;
  return (
    <div className={cn("flex flex-wrap items-center gap-1", own && "justify-end")}>
      {reactions.map(({ kind, profileIds }) => {
        const mine = profileIds.includes(viewer);
        return (
          <button
            key={kind}
            type="button"
            aria-pressed={mine}
            aria-label={`${label(NAMES[kind])}: ${profileIds.length}`}
            onClick={() => onToggle(kind, !mine)}
            className={cn(
              "inline-flex h-7 items-center gap-1 rounded-full border px-2 text-sm tabular-nums transition-colors focus-visible:outline-2 focus-visible:outline-brand-500",
              mine ? "border-brand-500 bg-brand-100 text-brand-900" : "border-brand-200 bg-white text-ink/80 hover:bg-brand-50",
            )}
          >
            <span aria-hidden>{REACTION_EMOJI[kind]}</span>
            <span aria-hidden>{profileIds.length}</span>
          </button>
        );
      })}
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger
          aria-label={label("addReaction")}
          className="inline-flex size-7 items-center justify-center rounded-full text-ink/50 transition-colors hover:bg-brand-100 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <SmilePlus className="size-4" aria-hidden />
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            side="top"
            align={own ? "end" : "start"}
            sideOffset={4}
            aria-label={label("addReaction")}
            className="z-50 flex gap-1 rounded-full border border-brand-200 bg-white p-1 shadow-lg"
          >
            {REACTION_KINDS.map((kind) => (
              <button
                key={kind}
                type="button"
                aria-pressed={given(kind)}
                aria-label={label(NAMES[kind])}
                title={label(NAMES[kind])}
                onClick={() => {
                  onToggle(kind, !given(kind));
                  setOpen(false);
                }}
                className={cn(
                  "inline-flex size-9 items-center justify-center rounded-full text-xl transition-transform hover:scale-110 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500",
                  given(kind) && "bg-brand-100",
                )}
              >
                <span aria-hidden>{REACTION_EMOJI[kind]}</span>
              </button>
            ))}
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </div>
  );
}
