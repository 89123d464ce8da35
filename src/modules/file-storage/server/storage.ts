import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { Config } from "../../../core/config.js";
import { sha256Hex, signRequest, uriEncode, type SigV4Credentials } from "./sigv4.js";

/** Where uploaded bytes live. `key` is a generated, safe name such as '2026/05/<uuid>.png'. */
export interface StorageProvider {
  name: string;
  /** Stores the bytes and returns the value for the file record: '/uploads/<key>' or an https url. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<string>;
  /** Removes what `put` stored (used when the record could not be created). */
  remove(key: string): Promise<void>;
}

export const uploadsDir = (config: Pick<Config, "dataDir">) => join(config.dataDir, "uploads");
export const UPLOADS_PREFIX = "/uploads/";

/** DATA_DIR/uploads, served at /uploads/... by this module. */
export function localStorage(config: Pick<Config, "dataDir">): StorageProvider {
  const root = uploadsDir(config);
  return {
    name: "local",
    async put(key, bytes) {
      const path = join(root, key);
      await mkdir(dirname(path), { recursive: true });
      // Write then rename: a reader never sees half a file.
      const temporary = `${path}.${process.pid}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, path);
      return `${UPLOADS_PREFIX}${key}`;
    },
    async remove(key) {
      await rm(join(root, key), { force: true });
    },
  };
}

export interface S3Settings extends SigV4Credentials {
  bucket: string;
  region: string;
  /** A compatible service's endpoint (path-style requests), e.g. https://storage.example.net. */
  endpoint?: string;
  /** Public base of the objects when served through a CDN; the object url otherwise. */
  publicUrl?: string;
}

export function s3SettingsFromEnv(env: NodeJS.ProcessEnv = process.env): S3Settings {
  const bucket = env.FILE_STORAGE_S3_BUCKET;
  const accessKeyId = env.FILE_STORAGE_S3_ACCESS_KEY_ID ?? env.AWS_ACCESS_KEY_ID;
  const secretAccessKey = env.FILE_STORAGE_S3_SECRET_ACCESS_KEY ?? env.AWS_SECRET_ACCESS_KEY;
  if (!bucket || !accessKeyId || !secretAccessKey) {
    throw new Error("FILE_STORAGE_PROVIDER=aws-s3 needs FILE_STORAGE_S3_BUCKET and an access key (FILE_STORAGE_S3_ACCESS_KEY_ID/SECRET_ACCESS_KEY or AWS_*)");
  }
  return {
    bucket,
    accessKeyId,
    secretAccessKey,
    sessionToken: env.FILE_STORAGE_S3_SESSION_TOKEN ?? env.AWS_SESSION_TOKEN,
    region: env.FILE_STORAGE_S3_REGION ?? env.AWS_REGION ?? "us-east-1",
    endpoint: env.FILE_STORAGE_S3_ENDPOINT || undefined,
    publicUrl: env.FILE_STORAGE_S3_PUBLIC_URL || undefined,
  };
}

/** S3 (or a compatible service) through its REST API: PutObject / DeleteObject signed with SigV4. */
export function s3Storage(settings: S3Settings, fetchImpl: typeof fetch = fetch): StorageProvider {
  const objectUrl = (key: string) => {
    const path = uriEncode(key, true);
    if (settings.endpoint) return new URL(`${settings.endpoint.replace(/\/+$/, "")}/${uriEncode(settings.bucket)}/${path}`);
    return new URL(`https://${settings.bucket}.s3.${settings.region}.amazonaws.com/${path}`);
  };
  const send = async (method: "PUT" | "DELETE", key: string, body?: Uint8Array, contentType?: string) => {
    const url = objectUrl(key);
    const headers = signRequest(
      {
        method,
        url,
        headers: contentType ? { "content-type": contentType, "cache-control": "public, max-age=31536000, immutable" } : {},
        payloadHash: sha256Hex(body ?? ""),
        region: settings.region,
        service: "s3",
      },
      settings,
    );
    delete headers.host; // fetch sets it
    const response = await fetchImpl(url, { method, headers, body: body as BodyInit | undefined });
    if (!response.ok) {
      const text = await response.text().catch(() => "");
      const code = text.match(/<Code>([^<]+)<\/Code>/)?.[1] ?? response.statusText;
      throw new Error(`S3 ${method} ${key} failed: ${response.status} ${code}`);
    }
    return url;
  };
  return {
    name: "aws-s3",
    async put(key, bytes, contentType) {
      const url = await send("PUT", key, bytes, contentType);
      return settings.publicUrl ? `${settings.publicUrl.replace(/\/+$/, "")}/${uriEncode(key, true)}` : url.toString();
    },
    async remove(key) {
      await send("DELETE", key);
    },
  };
}

export interface VercelBlobSettings {
  /** The store's read-write token (BLOB_READ_WRITE_TOKEN, as Vercel names it). */
  token: string;
}

export function vercelBlobSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): VercelBlobSettings {
  const token = env.BLOB_READ_WRITE_TOKEN;
  if (!token) throw new Error("FILE_STORAGE_PROVIDER=vercel-blob needs BLOB_READ_WRITE_TOKEN (the Vercel Blob store's read-write token)");
  return { token };
}

/**
 * Vercel Blob through its SDK: public objects under the generated key (no random suffix: the key
 * is already unique), cached for a year. The SDK talks to VERCEL_BLOB_API_URL when set (a local
 * stand-in in the tests), else to Vercel.
 */
export function vercelBlobStorage(settings: VercelBlobSettings): StorageProvider {
  // remove() follows a failed record right after put(): the url is at hand.
  const urls = new Map<string, string>();
  return {
    name: "vercel-blob",
    async put(key, bytes, contentType) {
      const { put } = await import("@vercel/blob");
      const blob = await put(key, Buffer.from(bytes), {
        access: "public",
        token: settings.token,
        contentType,
        addRandomSuffix: false,
        cacheControlMaxAge: 31_536_000,
      });
      urls.set(key, blob.url);
      return blob.url;
    },
    async remove(key) {
      const { del } = await import("@vercel/blob");
      await del(urls.get(key) ?? key, { token: settings.token });
      urls.delete(key);
    },
  };
}

/** The provider chosen by FILE_STORAGE_PROVIDER (settings.ts), its keys from the same environment. */
export function storageProvider(config: { dataDir: string; fileStorageProvider?: string }, env: Readonly<Record<string, string | undefined>> = process.env): StorageProvider {
  switch (config.fileStorageProvider ?? "local") {
    case "local":
      return localStorage(config);
    case "aws-s3":
      return s3Storage(s3SettingsFromEnv(env));
    case "vercel-blob":
      return vercelBlobStorage(vercelBlobSettingsFromEnv(env));
    default:
      throw new Error(`Unknown FILE_STORAGE_PROVIDER '${config.fileStorageProvider}' (local, aws-s3 or vercel-blob)`);
  }
}
