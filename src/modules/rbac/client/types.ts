// What GET /api/rbac/subjects/authentication/me answers (types only, shared with widgets).

export type IdentityProvider = "email_and_password" | "ethereum_virtual_machine" | "telegram";

export interface Identity {
  id: string;
  provider: IdentityProvider;
  email: string | null;
  /** A wallet address for ethereum_virtual_machine. */
  account: string | null;
  createdAt: string;
  updatedAt: string;
  variant: string;
}

export interface Role {
  id: string;
  title: string;
  slug: string;
  description: Record<string, unknown>;
  availableOnRegistration: boolean;
}

export interface Subject {
  id: string;
  slug: string;
  createdAt: string;
  updatedAt: string;
  variant: string;
}

export interface Me extends Subject {
  identities: Identity[];
  roles: Role[];
}
