// Admin: invite a person by email with a role; they get the 'invite' mail and set a password on the site.
import { useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useApi } from "../../../core/client/query";
import { Button } from "../../../core/ui/button";
import { Input } from "../../../core/ui/input";
import { toast } from "../../../core/ui/toast";

interface Role {
  id: string;
  title: string | null;
  slug: string | null;
}
interface Invited {
  subjectId: string;
  email: string;
  expiresAt: string;
}

const LANGUAGES = [
  { value: "ru", label: "Russian" },
  { value: "en", label: "English" },
];

export default function InviteScreen() {
  const api = useApi();
  const roles = useQuery({ queryKey: ["rbac", "roles", "invite"], queryFn: () => api.request<Role[]>("GET", "/api/rbac/roles", { query: { limit: 100 } }) });
  const [email, setEmail] = useState("");
  const [roleId, setRoleId] = useState("");
  const [language, setLanguage] = useState("ru");
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<Invited | undefined>();

  async function invite(event: FormEvent) {
    event.preventDefault();
    setSending(true);
    try {
      const answer = await api.request<Invited>("POST", "/api/rbac/invitations", { data: { email, roleIds: roleId ? [roleId] : [], lang: language } });
      setSent(answer);
      setEmail("");
      toast.success(`Invitation sent to ${answer.email}`);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    } finally {
      setSending(false);
    }
  }

  return (
    <section className="flex max-w-xl flex-col gap-4 p-4">
      <p className="text-sm text-ink/70">
        They get a mail in the chosen language with a link that works once, for a week; on the site they set a password and are signed in with the role.
      </p>
      <form onSubmit={invite} aria-label="Invitation" className="flex flex-col gap-3">
        <label className="flex flex-col gap-1 text-sm">
          Email
          <Input type="email" required value={email} onChange={(event) => setEmail(event.target.value)} />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          Role
          <select className="h-9 rounded-md border px-2" value={roleId} onChange={(event) => setRoleId(event.target.value)} disabled={!roles.data}>
            <option value="">Only the roles of every sign-up</option>
            {roles.data?.map((role) => (
              <option key={role.id} value={role.id}>
                {role.title ?? role.slug ?? role.id}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          Language of the mail
          <select className="h-9 rounded-md border px-2" value={language} onChange={(event) => setLanguage(event.target.value)}>
            {LANGUAGES.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" variant="primary" disabled={sending} className="self-start">
          {sending ? "Sending…" : "Send invitation"}
        </Button>
      </form>
      {sent && (
        <p role="status" className="text-sm">
          Invitation sent to {sent.email}; the link works until {new Date(sent.expiresAt).toLocaleString()}.
        </p>
      )}
    </section>
  );
}
