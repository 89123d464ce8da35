/**
 * A record's declared actions (entity `admin.actions`): one button each, shown when the record
 * matches the action's visibleWhen, behind a confirmation; it posts to the module's route and
 * refreshes every admin list (an action may move other records too: an order with its invoice).
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { errorText } from "../client/error-text";
import { useApi } from "../client/query";
import { Button } from "../ui/button";
import { ConfirmDialog } from "../ui/dialog";
import { toast } from "../ui/toast";
import { useAdmin } from "./context";
import { FORM_TEXTS } from "./form-texts";
import { actionText, visibleActions } from "./model";
import type { AdminAction, AdminEntity } from "./types";
import { useAdminTexts } from "./use-texts";

export function RecordActions({ entity, row }: { entity: AdminEntity; row: Record<string, unknown> & { id: string } }) {
  const { language } = useAdmin();
  const t = useAdminTexts(FORM_TEXTS);
  const api = useApi();
  const queryClient = useQueryClient();
  const run = useMutation({
    mutationFn: (action: AdminAction) =>
      api.request("POST", `/api/${entity.module}/${entity.name}/${encodeURIComponent(row.id)}/${action.route}`, { retry: "write" }),
    onSuccess: async () => {
      toast.success(t("done"));
      await queryClient.invalidateQueries();
    },
    onError: (error: Error) => toast.error(errorText(error, language)),
  });
  const actions = visibleActions(entity, row);
  if (!actions.length) return null;
  return (
    <>
      {actions.map((action) => {
        const label = actionText(action.label, language);
        return (
          <ConfirmDialog
            key={action.route}
            title={`${label}?`}
            description={actionText(action.confirm, language)}
            confirmLabel={label}
            confirmVariant={action.destructive ? "destructive" : "primary"}
            onConfirm={() => run.mutate(action)}
            trigger={
              <Button type="button" variant="outline" size="sm" disabled={run.isPending} className={action.destructive ? "text-red-700 hover:bg-red-50" : undefined}>
                {label}
              </Button>
            }
          />
        );
      })}
    </>
  );
}
