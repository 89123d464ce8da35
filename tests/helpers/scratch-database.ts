import { randomBytes } from "node:crypto";
import pg from "pg";

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/** Work on a connection of its own (CREATE/DROP DATABASE cannot run in a transaction). */
export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the server of `baseUrl`. */
export function databaseUrl(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A new database on the server of `baseUrl` (tests, benches and the balanced set each get their
 * own, so runs never see each other's rows), empty or a copy of `template`, and a way to drop it.
 */
export async function scratchDatabase(baseUrl: string, prefix: string, template?: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  await withClient(baseUrl, (client) => client.query(`create database ${name}${template ? ` template ${template}` : ""}`));
  return {
    url: databaseUrl(baseUrl, name),
    drop: () => withClient(baseUrl, (client) => client.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}
