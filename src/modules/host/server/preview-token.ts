import { createHmac, timingSafeEqual } from "node:crypto";
import { loadJwtSecret } from "../../rbac/server/tokens.js";

/** What a preview link names: one record of a drafts entity, until a time. */
export interface PreviewClaims {
  /** 'module/entity' */
  entity: string;
  id: string;
  /** Expiry, in seconds since the epoch. */
  exp: number;
}

export type PreviewCheck = { status: "valid"; claims: PreviewClaims } | { status: "tampered" } | { status: "expired"; claims: PreviewClaims };

/**
 * Preview links work without signing in (an approver opens one from a mail), so they carry their
 * own proof: the claims and an HMAC of them under a key derived from the site's secret for this
 * purpose alone. A changed byte is 'tampered'; a valid link past its time is 'expired'.
 */
export function previewSigner(config: Parameters<typeof loadJwtSecret>[0]) {
  const key = createHmac("sha256", loadJwtSecret(config)).update("host/draft-preview").digest();
  const mac = (body: string) => createHmac("sha256", key).update(body).digest("base64url");
  return {
    sign(claims: PreviewClaims): string {
      const body = Buffer.from(JSON.stringify(claims)).toString("base64url");
      return `${body}.${mac(body)}`;
    },
    check(token: string, now = Date.now()): PreviewCheck {
      const [body, signature, ...rest] = token.split(".");
      if (!body || !signature || rest.length) return { status: "tampered" };
      const expected = Buffer.from(mac(body));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { status: "tampered" };
      let claims: PreviewClaims;
      try {
        claims = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as PreviewClaims;
      } catch {
        return { status: "tampered" };
      }
      if (typeof claims.entity !== "string" || typeof claims.id !== "string" || typeof claims.exp !== "number") return { status: "tampered" };
      return claims.exp * 1000 <= now ? { status: "expired", claims } : { status: "valid", claims };
    },
  };
}

export type PreviewSigner = ReturnType<typeof previewSigner>;
