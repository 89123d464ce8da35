import { useState } from "react";
import { Button } from "../ui/button";
import { cn } from "../ui/cn";
import { Input } from "../ui/input";
import { ADMIN_TEXTS } from "./texts";
import { useAdminTexts } from "./use-texts";

/** The page numbers worth a button: the first, the last, and two either side of the current. */
export function pageNumbers(page: number, pages: number): (number | "gap")[] {
  const shown = new Set([0, pages - 1, page - 2, page - 1, page, page + 1, page + 2].filter((p) => p >= 0 && p < pages));
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - sorted[i - 1]! > 1 ? ["gap" as const, p] : [p]));
}

/** Previous, numbered pages, Next and 'Go to page' for a list of `pages` pages. */
export function Pager({ page, pages, onPage, label }: { page: number; pages: number; onPage: (page: number) => void; label: string }) {
  const t = useAdminTexts(ADMIN_TEXTS);
  const [jump, setJump] = useState("");
  const go = () => {
    const target = Number(jump);
    if (Number.isInteger(target) && target >= 1 && target <= pages) onPage(target - 1);
    setJump("");
  };
  return (
    <div className="flex flex-wrap items-center gap-1">
      <Button type="button" variant="outline" size="sm" disabled={page === 0} onClick={() => onPage(page - 1)}>
        {t("previous")}
      </Button>
      {pageNumbers(page, pages).map((p, i) =>
        p === "gap" ? (
          <span key={`gap-${i}`} aria-hidden className="px-1 text-ink/70">
            …
          </span>
        ) : (
          <Button
            key={p}
            type="button"
            size="sm"
            variant={p === page ? "primary" : "outline"}
            aria-current={p === page ? "page" : undefined}
            aria-label={t("pageButton", { entity: label, page: p + 1 })}
            className={cn("min-w-9", p === page && "pointer-events-none")}
            onClick={() => onPage(p)}
          >
            {p + 1}
          </Button>
        ),
      )}
      <Button type="button" variant="outline" size="sm" disabled={page + 1 >= pages} onClick={() => onPage(page + 1)}>
        {t("next")}
      </Button>
      <form
        className="ml-1 flex items-center gap-1"
        onSubmit={(event) => {
          event.preventDefault();
          go();
        }}
      >
        <Input
          type="number"
          min={1}
          max={pages}
          value={jump}
          onChange={(e) => setJump(e.target.value)}
          aria-label={t("goToPageRange", { pages })}
          placeholder={t("page")}
          className="h-8 w-20"
        />
        <Button type="submit" variant="outline" size="sm" disabled={!jump}>
          {t("go")}
        </Button>
      </form>
    </div>
  );
}
