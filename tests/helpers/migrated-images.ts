import { createHash, randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { openDatabase, pgliteExtensions } from "../../src/core/db/connection.js";
import { migrateDatabase } from "../../src/core/db/migrate.js";
import { migrationsFolder } from "../../src/core/paths.js";
import { databaseUrl, withClient } from "./scratch-database.js";

/*
 * The suite starts a Sobor on a fresh database about two hundred times. A fresh PGlite spends
 * ~4 s in initdb and ~2 s in the migrations, a fresh PostgreSQL database ~2 s in the migrations:
 * most of the suite's time went there. Each database is now cloned from one migrated image: a
 * dumped PGlite data directory in the temp dir, a template database on the PostgreSQL server.
 * The image's name carries a hash of every migration file, so a changed or new migration makes
 * a new image; the migrations still run on each start and find nothing left to apply.
 */

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

const migrationsKey = (() => {
  const hash = createHash("sha256");
  for (const file of filesUnder(migrationsFolder)) hash.update(file.slice(migrationsFolder.length)).update(readFileSync(file));
  return hash.digest("hex").slice(0, 16);
})();

const IMAGE_PREFIX = "sobor-migrated-pglite-";

async function dumpMigratedPglite(): Promise<Blob> {
  const client = await PGlite.create("memory://", { extensions: pgliteExtensions });
  try {
    await migrate(drizzle({ client }), { migrationsFolder });
    return await client.dumpDataDir("none");
  } finally {
    await client.close();
  }
}

/** A migrated PGlite data directory to start from; made once per migration set, then read. */
export async function migratedPgliteImage(): Promise<Blob> {
  const path = join(tmpdir(), `${IMAGE_PREFIX}${migrationsKey}.tar`);
  if (existsSync(path)) {
    try {
      return new Blob([readFileSync(path)]);
    } catch {
      // Removed by a run of another migration set between the check and the read: make it again.
    }
  }
  const image = await dumpMigratedPglite();
  // Two workers may make it at once: each writes its own file and renames it into place whole.
  const partial = `${path}.${randomBytes(4).toString("hex")}`;
  writeFileSync(partial, Buffer.from(await image.arrayBuffer()));
  renameSync(partial, path);
  for (const name of readdirSync(tmpdir())) {
    if (name.startsWith(IMAGE_PREFIX) && !name.startsWith(`${IMAGE_PREFIX}${migrationsKey}`)) rmSync(join(tmpdir(), name), { force: true });
  }
  return image;
}

/**
 * The name of a migrated template database on the server of `baseUrl`, made once per migration
 * set: built under a name of its own, then renamed, so no one clones a half-migrated template.
 */
export async function migratedPostgresTemplate(baseUrl: string): Promise<string> {
  const name = `sobor_migrated_${migrationsKey}`;
  const exists = await withClient(baseUrl, async (client) => (await client.query("select 1 from pg_database where datname = $1", [name])).rowCount === 1);
  if (exists) return name;
  const building = `${name}_${randomBytes(4).toString("hex")}`;
  await withClient(baseUrl, (client) => client.query(`create database ${building}`));
  const database = await openDatabase({ url: databaseUrl(baseUrl, building) });
  try {
    await migrateDatabase(database, migrationsFolder);
  } finally {
    await database.close();
  }
  await withClient(baseUrl, async (client) => {
    try {
      await client.query(`alter database ${building} rename to ${name}`);
    } catch {
      // Another worker's template got there first: it is the same migrations.
      await client.query(`drop database if exists ${building} with (force)`);
      return;
    }
    // Templates of earlier migration sets; one still being cloned stays (the drop fails) until next time.
    const stale = await client.query<{ datname: string }>("select datname from pg_database where datname like 'sobor_migrated_%' and datname <> $1", [name]);
    for (const { datname } of stale.rows) await client.query(`drop database if exists ${datname}`).catch(() => undefined);
  });
  return name;
}
