// `.env` in the project folder, when there is one: KEY=value lines (Node's own parser, the
// syntax dotenv reads), loaded into the environment before anything reads it. A variable
// already set in the real environment wins over the file's, as with dotenv.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseEnv } from "node:util";

/** Loads `root`/.env into `env`; returns the names it set (none when there is no file). */
export function loadEnvFile(root, env = process.env) {
  const file = join(root, ".env");
  if (!existsSync(file)) return [];
  const set = [];
  for (const [name, value] of Object.entries(parseEnv(readFileSync(file, "utf8")))) {
    if (env[name] !== undefined) continue;
    env[name] = value;
    set.push(name);
  }
  return set;
}

/**
 * The served process's environment (npm start): the .env file, then NODE_ENV=production
 * whatever was set, so React never runs its development build in production.
 */
export function serverEnvironment(root, env = process.env) {
  loadEnvFile(root, env);
  env.NODE_ENV = "production";
  return env;
}
