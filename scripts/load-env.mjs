// Preloaded by `npm run dev` (tsx --import): the project's .env, before the server reads its settings.
import { fileURLToPath } from "node:url";
import { loadEnvFile } from "./env-file.mjs";

loadEnvFile(fileURLToPath(new URL("..", import.meta.url)));
