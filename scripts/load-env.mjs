// Preloaded by `npm run dev`, `db:seed` and `db:dump` (tsx --import): the project's .env, before
// anything reads its settings.
import { fileURLToPath } from "node:url";
import { loadEnvFile } from "./env-file.mjs";

loadEnvFile(fileURLToPath(new URL("..", import.meta.url)));
