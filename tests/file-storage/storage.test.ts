import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { sha256Hex, signRequest } from "../../src/modules/file-storage/server/sigv4.js";
import { s3Storage, storageProvider } from "../../src/modules/file-storage/server/storage.js";

// The signing examples of the Amazon S3 API reference ("Signature Calculations for the
// Authorization Header"), with their published signatures.
const example = { accessKeyId: "AKIAIOSFODNN7EXAMPLE", secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY" };
const date = new Date("2013-05-24T00:00:00Z");

describe("SigV4", () => {
  it("signs the documented GET object example", () => {
    const headers = signRequest(
      { method: "GET", url: new URL("https://examplebucket.s3.amazonaws.com/test.txt"), headers: { Range: "bytes=0-9" }, region: "us-east-1", service: "s3", date },
      example,
    );
    expect(headers.authorization).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41",
    );
  });

  it("signs the documented PUT object example (a '$' in the key, a signed payload)", () => {
    const headers = signRequest(
      {
        method: "PUT",
        url: new URL("https://examplebucket.s3.amazonaws.com/test$file.text"),
        headers: { Date: "Fri, 24 May 2013 00:00:00 GMT", "x-amz-storage-class": "REDUCED_REDUNDANCY" },
        payloadHash: sha256Hex("Welcome to Amazon S3."),
        region: "us-east-1",
        service: "s3",
        date,
      },
      example,
    );
    expect(headers.authorization).toMatch(/Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd$/);
  });
});

describe("S3 provider", () => {
  it("PUTs the object with a signed request and returns its https url", async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fakeFetch = (async (url: URL, init: RequestInit) => {
      calls.push({ url: String(url), init });
      return new Response("", { status: 200 });
    }) as unknown as typeof fetch;
    const s3 = s3Storage({ bucket: "sobor-files", region: "eu-central-1", ...example }, fakeFetch);
    const url = await s3.put("2026/05/abc.png", new Uint8Array([1, 2, 3]), "image/png");
    expect(url).toBe("https://sobor-files.s3.eu-central-1.amazonaws.com/2026/05/abc.png");
    expect(calls[0]!.init.method).toBe("PUT");
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers["content-type"]).toBe("image/png");
    expect(headers["x-amz-content-sha256"]).toBe(sha256Hex(new Uint8Array([1, 2, 3])));
    expect(headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE\/\d{8}\/eu-central-1\/s3\/aws4_request,SignedHeaders=cache-control;content-type;host;x-amz-content-sha256;x-amz-date,Signature=[0-9a-f]{64}$/);
  });

  it("uses path-style urls for a compatible endpoint, a public base url, and reports S3 errors", async () => {
    const seen: string[] = [];
    const fakeFetch = (async (url: URL) => {
      seen.push(String(url));
      return new Response("<Error><Code>AccessDenied</Code></Error>", { status: 403 });
    }) as unknown as typeof fetch;
    const s3 = s3Storage({ bucket: "b", region: "ru-1", endpoint: "https://s3.example.net/", publicUrl: "https://cdn.example.net", ...example }, fakeFetch);
    await expect(s3.put("k.png", new Uint8Array([1]), "image/png")).rejects.toThrow(/403 AccessDenied/);
    expect(seen[0]).toBe("https://s3.example.net/b/k.png");
    const ok = s3Storage({ bucket: "b", region: "ru-1", publicUrl: "https://cdn.example.net/", ...example }, (async () => new Response("")) as unknown as typeof fetch);
    expect(await ok.put("2026/05/k.png", new Uint8Array([1]), "image/png")).toBe("https://cdn.example.net/2026/05/k.png");
  });

  it("is chosen by FILE_STORAGE_PROVIDER and needs its settings", () => {
    expect(storageProvider({ dataDir: "/tmp/x", fileStorageProvider: "local" }).name).toBe("local");
    expect(() => storageProvider({ dataDir: "/tmp/x", fileStorageProvider: "aws-s3" }, {})).toThrow(/FILE_STORAGE_S3_BUCKET/);
    expect(storageProvider({ dataDir: "/tmp/x", fileStorageProvider: "aws-s3" }, { FILE_STORAGE_S3_BUCKET: "b", AWS_ACCESS_KEY_ID: "a", AWS_SECRET_ACCESS_KEY: "s" }).name).toBe("aws-s3");
    expect(() => storageProvider({ dataDir: "/tmp/x", fileStorageProvider: "ftp" })).toThrow(/Unknown FILE_STORAGE_PROVIDER/);
  });
});

describe("Vercel Blob provider", () => {
  it("puts the bytes through the SDK under the key, answers the blob's url, and deletes by that url", async () => {
    // A stand-in for the Blob API (the SDK talks to VERCEL_BLOB_API_URL when it is set).
    const seen: { method: string; path: string; headers: IncomingHttpHeaders; body: Buffer }[] = [];
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        const body = Buffer.concat(chunks);
        seen.push({ method: request.method!, path: request.url!, headers: request.headers, body });
        const pathname = new URL(request.url!, "http://x").searchParams.get("pathname") ?? "";
        const url = `https://teststore.public.blob.vercel-storage.com/${pathname}`;
        response.setHeader("content-type", "application/json");
        response.end(JSON.stringify(request.method === "PUT" ? { url, downloadUrl: `${url}?download=1`, pathname, contentType: request.headers["x-content-type"], contentDisposition: "inline", etag: '"1"' } : {}));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const previous = process.env.VERCEL_BLOB_API_URL;
    process.env.VERCEL_BLOB_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const blob = storageProvider({ dataDir: "/tmp/x", fileStorageProvider: "vercel-blob" }, { BLOB_READ_WRITE_TOKEN: "vercel_blob_rw_teststore_secret" });
      expect(blob.name).toBe("vercel-blob");
      const url = await blob.put("2026/05/k.png", new Uint8Array([137, 80, 78, 71]), "image/png");
      expect(url).toBe("https://teststore.public.blob.vercel-storage.com/2026/05/k.png");
      const [put] = seen;
      expect(put).toMatchObject({ method: "PUT", path: "/?pathname=2026%2F05%2Fk.png" });
      expect(put!.headers).toMatchObject({ authorization: "Bearer vercel_blob_rw_teststore_secret", "x-content-type": "image/png", "x-add-random-suffix": "0" });
      expect([...put!.body]).toEqual([137, 80, 78, 71]);

      await blob.remove("2026/05/k.png");
      expect(seen[1]).toMatchObject({ method: "POST", path: "/delete" });
      expect(JSON.parse(seen[1]!.body.toString())).toEqual({ urls: [url] });
    } finally {
      if (previous === undefined) delete process.env.VERCEL_BLOB_API_URL;
      else process.env.VERCEL_BLOB_API_URL = previous;
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("needs the store's token", () => {
    expect(() => storageProvider({ dataDir: "/tmp/x", fileStorageProvider: "vercel-blob" }, {})).toThrow(/BLOB_READ_WRITE_TOKEN/);
  });
});
