import type { ComponentType, ReactNode } from "react";

/** What a section of the account settings page is given: the page's language and its heading style. */
export interface AccountSectionProps {
  language: string;
  heading: (title: string, hint: string) => ReactNode;
}

export interface AccountSection {
  key: string;
  /** The heading's icon. */
  icon: ComponentType<{ className?: string }>;
  /** Best lazy: the page chunk then carries only the registration. */
  Component: ComponentType<AccountSectionProps>;
  order?: number;
}

let sections: AccountSection[] = [];

/**
 * Sections other modules add to the signed-in subject's settings page after rbac's own (the
 * notification module's mail subscriptions), registered when their widgets file is imported: rbac
 * shows them without importing those modules, which build on its accounts.
 */
export function registerAccountSection(section: AccountSection): void {
  sections = [...sections.filter((s) => s.key !== section.key), section].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
}

export const accountSections = (): readonly AccountSection[] => sections;
