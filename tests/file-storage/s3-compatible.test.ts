import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { s3SettingsFromEnv, s3Storage } from "../../src/modules/file-storage/server/storage.js";
import { startLocalS3, type LocalS3 } from "../helpers/s3-server.js";

describe("the S3 provider against a local S3-compatible server", () => {
  let s3: LocalS3;
  beforeAll(async () => {
    s3 = await startLocalS3();
  });
  afterAll(async () => {
    await s3?.close();
  });

  it("stores an object with a request whose signature an independent SigV4 signer accepts, readable at the url it returns, and removes it", async () => {
    const storage = s3Storage(s3SettingsFromEnv(s3.env));
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4, 5]);
    // A key with characters that need encoding in the signed path.
    const key = "2026/11/ключ файла+1.png";
    const url = await storage.put(key, bytes, "image/png");
    expect(url.startsWith(`${s3.endpoint}/${s3.bucket}/2026/11/`)).toBe(true);
    expect(s3.refused).toEqual([]);
    expect(s3.accepted).toHaveLength(1);

    const read = await fetch(url);
    expect(read.status).toBe(200);
    expect(read.headers.get("content-type")).toBe("image/png");
    expect(new Uint8Array(await read.arrayBuffer())).toEqual(bytes);

    await storage.remove(key);
    expect(s3.refused).toEqual([]);
    expect((await fetch(url)).status).toBe(404);
  });

  it("is refused with a wrong secret: the check really compares signatures", async () => {
    const storage = s3Storage(s3SettingsFromEnv({ ...s3.env, FILE_STORAGE_S3_SECRET_ACCESS_KEY: "not-the-secret" }));
    await expect(storage.put("2026/11/refused.txt", new TextEncoder().encode("no"), "text/plain")).rejects.toThrow(/403 SignatureDoesNotMatch/);
    expect(s3.refused).toEqual(["PUT /sobor-uploads/2026/11/refused.txt"]);
  });
});
