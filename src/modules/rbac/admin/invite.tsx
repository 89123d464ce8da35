// Admin: invite a person by email with a role; they get the 'invite' mail and set a password on the site.
import { useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import type { AdminScreenProps } from "../../../core/admin/screens";
import { formatZoned } from "../../../core/admin/time-zone";
import { errorText } from "../../../core/client/error-text";
import { useApi } from "../../../core/client/query";
import { fillText } from "../../../core/i18n/texts";
import { Button } from "../../../core/ui/button";
import { Input } from "../../../core/ui/input";
import { toast } from "../../../core/ui/toast";
import { roleName, textsOf } from "../widgets/texts";
import { rbacAdminTexts } from "./texts";

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

/** The languages an invitation mail can be in (named by `language.*` in ./texts.ts). */
const LANGUAGES = ["ru", "en"] as const;

/** `language` is the admin's; `mailLanguage` the invitation mail's. */
export default function InviteScreen({ language, timeZone }: AdminScreenProps) {
  const api = useApi();
  const t = rbacAdminTexts.all(language);
  const roleTexts = textsOf(language);
  const roles = useQuery({
    queryKey: ["rbac", "roles", "invite"],
    queryFn: () => api.request<Role[]>("GET", "/api/rbac/roles", { query: { limit: 100 } }),
  });
  const [email, setEmail] = useState("");
  const [roleId, setRoleId] = useState("");
  const [mailLanguage, setMailLanguage] = useState("ru");
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<Invited | undefined>();

  async function invite(event: FormEvent) {
    event.preventDefault();
    setSending(true);
    try {
      const answer = await api.request<Invited>("POST", "/api/rbac/invitations", {
        data: { email, roleIds: roleId ? [roleId] : [], lang: mailLanguage },
      });
      setSent(answer);
      setEmail("");
      toast.success(fillText(t.sentToast, { email: answer.email }));
    } catch (error) {
      toast.error(errorText(error, language));
    } finally {
      setSending(false);
    }
  }

  return (
    <section className="flex max-w-xl flex-col gap-4 p-4">
      <p className="text-sm text-ink/70">{t.intro}</p>
      <form onSubmit={invite} aria-label={t.invitation} className="flex flex-col gap-3">
        <label className="flex flex-col gap-1 text-sm">
          {t.email}
          <Input type="email" required value={email} onChange={(event) => setEmail(event.target.value)} />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t.role}
          <select className="h-9 rounded-md border px-2" value={roleId} onChange={(event) => setRoleId(event.target.value)} disabled={!roles.data}>
            <option value="">{t.noRole}</option>
            {roles.data?.map((role) => (
              <option key={role.id} value={role.id}>
                {roleName(roleTexts, role) || role.id}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t.mailLanguage}
          <select className="h-9 rounded-md border px-2" value={mailLanguage} onChange={(event) => setMailLanguage(event.target.value)}>
            {LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {t[`language.${code}`]}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" variant="primary" disabled={sending} className="self-start">
          {sending ? t.sending : t.send}
        </Button>
      </form>
      {sent && (
        <p role="status" className="text-sm">
          {fillText(t.sent, {
            email: sent.email,
            until: formatZoned(sent.expiresAt, timeZone),
          })}
        </p>
      )}
    </section>
  );
}
