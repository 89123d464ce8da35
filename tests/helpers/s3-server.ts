import { createServer, type IncomingMessage, type Server } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { AwsV4Signer } from "aws4fetch";
import S3rver from "s3rver";

/**
 * A local S3-compatible server (s3rver, objects on disk) for the storage tests. s3rver checks the
 * access key but not SigV4 signatures, so every signed request is first checked here against
 * aws4fetch's signer, an implementation independent of ours: a wrong signature is answered 403
 * SignatureDoesNotMatch, as S3 does, and counted in `refused`.
 */
export interface LocalS3 {
  /** What a Sobor process needs to store its uploads here (FILE_STORAGE_*). */
  env: Record<string, string>;
  endpoint: string;
  bucket: string;
  /** Signed requests whose signature did not match, as `METHOD path`. */
  refused: string[];
  /** Signed requests that passed, as `METHOD path`. */
  accepted: string[];
  close(): Promise<void>;
}

// s3rver's built-in account.
const ACCESS_KEY_ID = "S3RVER";
const SECRET_ACCESS_KEY = "S3RVER";
const REGION = "us-east-1";

/** Recomputes the request's SigV4 signature from what arrived on the wire; undefined when unsigned. */
async function signatureMatches(request: IncomingMessage): Promise<boolean | undefined> {
  const authorization = request.headers.authorization;
  if (!authorization) return undefined;
  const fields = Object.fromEntries(
    authorization
      .replace(/^AWS4-HMAC-SHA256\s+/, "")
      .split(/,\s*/)
      .map((part) => part.split("=") as [string, string]),
  );
  const [accessKeyId, day, region, service] = (fields.Credential ?? "").split("/");
  const signed = (fields.SignedHeaders ?? "").split(";");
  if (accessKeyId !== ACCESS_KEY_ID || !signed.includes("host") || !signed.includes("x-amz-date") || !signed.includes("x-amz-content-sha256")) return false;
  const headers = new Headers();
  for (const name of signed) if (name !== "host") headers.set(name, String(request.headers[name] ?? ""));
  const datetime = String(request.headers["x-amz-date"]);
  if (!datetime.startsWith(day ?? "-")) return false;
  const expected = await new AwsV4Signer({
    method: request.method,
    url: `http://${request.headers.host}${request.url}`,
    headers,
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET_ACCESS_KEY,
    service,
    region,
    datetime,
    allHeaders: true,
  }).authHeader();
  const normalise = (header: string) => header.replace(/,\s*/g, ", ");
  return normalise(expected) === normalise(authorization);
}

/** Starts the server on a free port in 3360–3369 with one empty bucket. */
export async function startLocalS3(bucket = "sobor-uploads"): Promise<LocalS3> {
  const directory = mkdtempSync(join(tmpdir(), "sobor-s3-"));
  const s3 = new S3rver({ silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  await s3.configureBuckets();
  const handle = s3.callback();
  const refused: string[] = [];
  const accepted: string[] = [];
  const server: Server = createServer((request, response) => {
    void signatureMatches(request).then((matches) => {
      const what = `${request.method} ${request.url}`;
      if (matches === false) {
        refused.push(what);
        response.writeHead(403, { "content-type": "application/xml" });
        response.end(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>SignatureDoesNotMatch</Code></Error>`);
        return;
      }
      if (matches) accepted.push(what);
      handle(request, response);
    });
  });
  let port = 0;
  for (let candidate = 3360; candidate <= 3369 && !port; candidate++) {
    port = await new Promise<number>((resolve) => {
      server.once("error", () => resolve(0));
      server.listen(candidate, "127.0.0.1", () => resolve(candidate));
    });
  }
  if (!port) throw new Error("no free port in 3360–3369 for the local S3 server");
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    refused,
    accepted,
    env: {
      FILE_STORAGE_PROVIDER: "aws-s3",
      FILE_STORAGE_S3_BUCKET: bucket,
      FILE_STORAGE_S3_REGION: REGION,
      FILE_STORAGE_S3_ENDPOINT: endpoint,
      FILE_STORAGE_S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      FILE_STORAGE_S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
