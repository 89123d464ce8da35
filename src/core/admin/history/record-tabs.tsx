import { Tabs } from "radix-ui";
import type { ReactNode } from "react";
import { useAdminTexts } from "../use-texts";
import { HISTORY_TEXTS } from "./texts";

const trigger =
  "rounded-md border border-brand-200 bg-white px-3 py-1.5 text-sm hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=active]:border-brand-700 data-[state=active]:bg-brand-700 data-[state=active]:text-white";

/** A versioned record's form: the record itself, and its History beside it. */
export function RecordTabs({ record, history }: { record: ReactNode; history: ReactNode }) {
  const t = useAdminTexts(HISTORY_TEXTS);
  return (
    <Tabs.Root defaultValue="record">
      <Tabs.List aria-label={t("recordViews")} className="mb-3 flex gap-1">
        <Tabs.Trigger value="record" className={trigger}>
          {t("record")}
        </Tabs.Trigger>
        <Tabs.Trigger value="history" className={trigger}>
          {t("history")}
        </Tabs.Trigger>
      </Tabs.List>
      {/* The form stays mounted while History is open: its unsaved edits are not lost. */}
      <Tabs.Content value="record" forceMount className="data-[state=inactive]:hidden">
        {record}
      </Tabs.Content>
      <Tabs.Content value="history" className="focus-visible:outline-2 focus-visible:outline-brand-600">
        {history}
      </Tabs.Content>
    </Tabs.Root>
  );
}
