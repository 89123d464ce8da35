import { Component, type ErrorInfo, type ReactNode } from "react";
import { defineTexts } from "../i18n/texts";
import { useLanguage } from "./page-context";

/** What the site's error screens say (SPEC's 'Oh no! Something went wrong...'), in each language. */
export const ERROR_TEXTS = defineTexts("page-errors", {
  failed: { ru: "Ой! Что-то пошло не так...", en: "Oh no! Something went wrong..." },
  reload: { ru: "Обновить", en: "Reload" },
  /** The title of a failed page's document. */
  title: { ru: "Ошибка", en: "Error" },
  /** Said in place of the error's own message when the database is out of reach for now. */
  unavailable: { ru: "Сайт временно недоступен. Обновите страницу через минуту.", en: "The site is temporarily unavailable. Please reload the page in a minute." },
});

/** A widget's render error: its message in a red dashed box, the rest of the page unharmed. */
export function ErrorFallback({ error }: { error?: unknown }) {
  const { language, i18n } = useLanguage();
  const message = error instanceof Error && error.message ? error.message : ERROR_TEXTS.text("failed", language, i18n.defaultLanguage);
  return (
    <div role="alert" className="m-2 rounded border-2 border-dashed border-red-500 bg-red-50 p-4 text-sm text-red-700">
      {message}
    </div>
  );
}

interface BoundaryState {
  error?: unknown;
}

export class ErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  state: BoundaryState = {};

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    // In the browser there is no server log to write to: the console is where a developer looks.
    // eslint-disable-next-line no-console
    console.error("Widget render failed", error, info.componentStack);
  }

  render() {
    return this.state.error !== undefined ? <ErrorFallback error={this.state.error} /> : this.props.children;
  }
}
