/** Where a subject's chat routes live (SPEC §7). */
export const SOCIAL_BASE = "/api/rbac/subjects/:id/social-module/profiles";
