import { useQuery } from "@tanstack/react-query";
import { useAdmin } from "../../../core/admin/context";
import type { AdminScreenProps } from "../../../core/admin/screens";
import { errorText } from "../../../core/client/error-text";
import { useApi } from "../../../core/client/query";
import { fillText } from "../../../core/i18n/texts";
import type { AgentStatus } from "../server/routes";
import { agentAdminTexts } from "./texts";

/** On or off, and why: the AI_* variables the server was started with (in the admin's language). */
export default function AgentStatusScreen({ language }: AdminScreenProps) {
  const api = useApi();
  const { label } = useAdmin();
  const t = agentAdminTexts.all(language);
  const status = useQuery({
    queryKey: ["agent", "status"],
    queryFn: () => api.request<AgentStatus>("GET", "/api/agent/status"),
  });
  return (
    <section className="flex max-w-2xl flex-col gap-3 p-4">
      {/* The admin titles the screen (its h1); this is the module's own part of it. */}
      <h2 className="text-xl font-semibold">{t.title}</h2>
      {status.isPending ? (
        <p>{t.loading}</p>
      ) : status.isError ? (
        <p role="alert">{fillText(t.loadFailed, { error: errorText(status.error, language) })}</p>
      ) : status.data.enabled ? (
        <p role="status">
          {fillText(t.on, {
            host: status.data.host ?? "",
            model: status.data.model ?? "",
          })}
        </p>
      ) : (
        <p role="status">
          {fillText(t.off, {
            baseUrl: "AI_BASE_URL",
            apiKey: "AI_API_KEY",
            model: "AI_MODEL",
            table: label.entity({ module: "agent", name: "agents" }),
          })}
        </p>
      )}
    </section>
  );
}
