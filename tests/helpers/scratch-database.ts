import { randomBytes } from "node:crypto";
import pg from "pg";

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/** Runs one statement on its own connection (CREATE/DROP DATABASE cannot run in a transaction). */
async function runOn(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A new, empty database on the server of `baseUrl` (tests, benches and the balanced set each get
 * their own, so runs never see each other's rows), and a way to drop it afterwards.
 */
export async function scratchDatabase(baseUrl: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  await runOn(baseUrl, `create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => runOn(baseUrl, `drop database if exists ${name} with (force)`) };
}
