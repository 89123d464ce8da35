import type { FileStorageSettings } from "./settings.js";

/**
 * Where uploaded files are served from when not from this site: the page policy's image and media
 * sources. Read from the same variables as the storage provider, without requiring its keys.
 */
export function storageOrigins(settings: Pick<FileStorageSettings, "provider">, env: Readonly<Record<string, string | undefined>> = process.env): string[] {
  const originOf = (url: string | undefined) => {
    try {
      return url ? [new URL(url).origin] : [];
    } catch {
      return [];
    }
  };
  if (settings.provider === "aws-s3") {
    const publicUrl = originOf(env.FILE_STORAGE_S3_PUBLIC_URL);
    if (publicUrl.length) return publicUrl;
    const endpoint = originOf(env.FILE_STORAGE_S3_ENDPOINT);
    if (endpoint.length) return endpoint;
    const region = env.FILE_STORAGE_S3_REGION ?? env.AWS_REGION ?? "us-east-1";
    return env.FILE_STORAGE_S3_BUCKET ? [`https://${env.FILE_STORAGE_S3_BUCKET}.s3.${region}.amazonaws.com`] : [];
  }
  if (settings.provider === "vercel-blob") return ["https://*.public.blob.vercel-storage.com"];
  return [];
}
