import { ESLint } from "eslint";
import { projectRoot } from "../../src/core/paths.js";

// The project's own eslint.config.js without type information: its import rules need none, and
// the type-aware rules (npm run lint runs them) would need the whole program for a single text.
const eslint = new ESLint({
  cwd: projectRoot,
  overrideConfig: [
    {
      languageOptions: { parserOptions: { projectService: false } },
      rules: { "@typescript-eslint/no-floating-promises": "off", "@typescript-eslint/no-misused-promises": "off" },
    },
  ],
});

/** The messages one rule gives for `source` as if it were the file at `filePath`. */
export async function ruleMessages(ruleId: string, filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return result!.messages.filter((m) => m.ruleId === ruleId).map((m) => m.message);
}
