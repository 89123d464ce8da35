import { Component, type ErrorInfo, type ReactNode } from "react";

export const DEFAULT_ERROR_MESSAGE = "Oh no! Something went wrong...";

/** A widget's render error: its message in a red dashed box, the rest of the page unharmed. */
export function ErrorFallback({ error }: { error?: unknown }) {
  const message = error instanceof Error && error.message ? error.message : DEFAULT_ERROR_MESSAGE;
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
