import { useQuery } from "@tanstack/react-query";
import { useApi } from "../../../core/client/query";
import type { AgentStatus } from "../server/routes";

/** On or off, and why: the AI_* variables the server was started with (admin chrome is English). */
export default function AgentStatusScreen() {
  const api = useApi();
  const status = useQuery({ queryKey: ["agent", "status"], queryFn: () => api.request<AgentStatus>("GET", "/api/agent/status") });
  return (
    <section className="flex max-w-2xl flex-col gap-3 p-4">
      <h1 className="text-xl font-semibold">AI agent</h1>
      {status.isPending ? (
        <p>Loading…</p>
      ) : status.isError ? (
        <p role="alert">Could not load the status: {status.error.message}</p>
      ) : status.data.enabled ? (
        <p role="status">
          The agent module is on: agents answer in their chats through {status.data.host} with the model {status.data.model} unless an agent names its own.
        </p>
      ) : (
        <p role="status">
          The agent module is off: set AI_BASE_URL, AI_API_KEY and AI_MODEL on the server to let agents answer. Agents can still be edited in the Agents table.
        </p>
      )}
    </section>
  );
}
