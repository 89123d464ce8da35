import type { AppContext } from "../../../core/module.js";

type Env = Readonly<Record<string, string | undefined>>;

/** File storage's own settings (README): the provider's keys are read by the provider itself. */
export interface FileStorageSettings {
  /** FILE_STORAGE_PROVIDER: 'local' (DATA_DIR/uploads, the default), 'aws-s3' or 'vercel-blob'. */
  provider: string;
  /** FILE_STORAGE_MAX_BYTES: the largest accepted upload in bytes (default 10 MB). */
  maxBytes: number;
}

export function readFileStorageSettings(env: Env): FileStorageSettings {
  const maxBytes = Number(env.FILE_STORAGE_MAX_BYTES);
  return { provider: env.FILE_STORAGE_PROVIDER || "local", maxBytes: maxBytes > 0 ? maxBytes : 10 * 1024 * 1024 };
}

/** This Sobor's file storage settings, from the environment it was given. */
export const fileStorageSettings = (context: AppContext): FileStorageSettings => readFileStorageSettings(context.config.env);
