/**
 * zod compiles object parsers with `new Function`, after probing for eval; under the site's
 * Content-Security-Policy (no 'unsafe-eval') even that caught probe is reported as a violation.
 * In the browser every schema parses without compiling code instead. zod keeps its settings on
 * this global so all its copies share them (zod/v4/core/core.js), which lets this run before any
 * zod module loads without loading zod on pages that never use it. The server keeps the compiled
 * parsers: it has no CSP and validates every API call.
 * tests/web/zod-jitless.test.ts checks that zod still reads this setting.
 */
export function zodWithoutEval(scope: { __zod_globalConfig?: Record<string, unknown> } = globalThis as never): void {
  (scope.__zod_globalConfig ??= {}).jitless = true;
}

if (typeof document !== "undefined") zodWithoutEval();
