import { z } from "zod";
import { entityOf } from "../../../core/entity/define.js";
import { rowSchemaOf } from "../../../core/entity/schemas.js";
import { ok, type Responses } from "../../../core/http/route-docs.js";
import { identities, roles, subjects } from "../entities.js";
import type { SessionHint } from "./session-cookies.js";

// The accounts routes' answers, for the OpenAPI document.

const hint: z.ZodType<SessionHint> = z.object({ subjectId: z.string(), sessionId: z.string(), anonymous: z.boolean(), expiresAt: z.number(), issuedAt: z.number() });

/** API clients get the tokens; a browser (cookies only) gets what its HttpOnly cookies hold. */
const tokens = z.union([z.object({ jwt: z.string(), refresh: z.string() }), hint]);

export const signedIn = (status: 200 | 201, description = "Signed in: the tokens, also set as HttpOnly cookies"): Responses => ({ [status]: ok(tokens, description) });

export const done = { 200: ok(z.object({ ok: z.literal(true) })) };

export const identity = rowSchemaOf(entityOf(identities));

export const profile = rowSchemaOf(entityOf(subjects)).extend({ identities: z.array(identity), roles: z.array(rowSchemaOf(entityOf(roles))) });
