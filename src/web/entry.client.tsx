import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { config } from "zod/v4/core";

// zod compiles object parsers with `new Function` after probing for eval; under the site's
// Content-Security-Policy (no 'unsafe-eval') even the caught probe is reported as a violation.
config({ jitless: true });

// React Router's default client entry otherwise.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
