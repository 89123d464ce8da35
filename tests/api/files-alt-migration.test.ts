// Migration 0022 (drizzle/0022_files_alt_localised.sql): a file's alt, plain text until then,
// becomes localised. A database migrated to 0021 with files in it is started as the server starts
// one (createSobor applies the rest of the journal), on PGlite and, in the postgres project, on
// PostgreSQL: each text becomes the site's default language's, an empty or missing one '{}'.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSobor, type Sobor } from "../../src/app/sobor.js";
import { openDatabase } from "../../src/core/db/connection.js";
import { migrateDatabase } from "../../src/core/db/migrate.js";
import { migrationsFolder } from "../../src/core/paths.js";
import { site } from "../../src/site/config.js";
import { scratchDatabase, type ScratchDatabase } from "../helpers/scratch-database.js";
import { TEST_SECRET } from "../helpers/sobor.js";

const BEFORE = "0021_schedule_widget_links";
const onPostgres = process.env.SOBOR_TEST_DB === "postgres" && process.env.TEST_DATABASE_URL;

/** The journal up to and including `tag`, in a folder of its own: the migrations a database had then. */
function migrationsUpTo(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), "sobor-migrations-"));
  const journal = JSON.parse(readFileSync(join(migrationsFolder, "meta", "_journal.json"), "utf8")) as { entries: { idx: number; tag: string }[] };
  const last = journal.entries.find((entry) => entry.tag === tag)!.idx;
  const entries = journal.entries.filter((entry) => entry.idx <= last);
  mkdirSync(join(folder, "meta"));
  writeFileSync(join(folder, "meta", "_journal.json"), JSON.stringify({ ...journal, entries }));
  for (const entry of entries) cpSync(join(migrationsFolder, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`));
  return folder;
}

const files = [
  { file: "/public/images/dome.jpg", alt: "Купол собора" },
  { file: "/public/images/empty.jpg", alt: "" },
  { file: "/public/images/blank.jpg", alt: "   " },
  { file: "/public/images/none.jpg", alt: null },
] as const;

let sobor: Sobor;
let scratch: ScratchDatabase | undefined;
const dirs: string[] = [];
const ids = new Map<string, string>();

beforeAll(async () => {
  const before = migrationsUpTo(BEFORE);
  const dataDir = mkdtempSync(join(tmpdir(), "sobor-alt-data-"));
  const pgliteDir = join(dataDir, "pglite");
  dirs.push(before, dataDir);
  scratch = onPostgres ? await scratchDatabase(process.env.TEST_DATABASE_URL!, "sobor_alt_migration") : undefined;
  // The database as it was: migrated to 0021, holding files with a text alt.
  const database = await openDatabase(scratch ? { url: scratch.url } : { dataDir: pgliteDir });
  try {
    await migrateDatabase(database, before);
    for (const row of files) {
      const result = await database.db.execute(sql`insert into fs_files (admin_title, file, alt) values (${row.file}, ${row.file}, ${row.alt}) returning id`);
      const rows = (Array.isArray(result) ? result : (result as { rows: { id: string }[] }).rows) as { id: string }[];
      ids.set(row.file, rows[0]!.id);
    }
  } finally {
    await database.close();
  }
  // Started as the server starts: it applies the migrations it has not yet.
  sobor = await createSobor({ config: { secretKey: TEST_SECRET, databaseUrl: scratch?.url, dataDir }, pgliteDir: scratch ? undefined : pgliteDir });
}, 120_000);

afterAll(async () => {
  await sobor?.close();
  await scratch?.drop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const read = async (file: string) => {
  const response = await sobor.app.request(`/api/file-storage/files/${ids.get(file)}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { alt: unknown } }).data.alt;
};

describe("migration 0022: files.alt becomes localised", () => {
  it("puts an existing text under the site's default language (ru)", async () => {
    expect(site.defaultLanguage).toBe("ru"); // what the migration writes; see the comment in its SQL
    expect(await read("/public/images/dome.jpg")).toEqual({ ru: "Купол собора" });
  });

  it("makes an empty, blank or missing text no alt at all: {}", async () => {
    for (const file of ["/public/images/empty.jpg", "/public/images/blank.jpg", "/public/images/none.jpg"]) expect(await read(file), file).toEqual({});
  });

  it("leaves a jsonb column that is never null, '{}' by default, and the admin search finds the converted text", async () => {
    const result = await sobor.context.db.execute(
      sql`select data_type, is_nullable, column_default from information_schema.columns where table_name = 'fs_files' and column_name = 'alt'`,
    );
    const [column] = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { data_type: string; is_nullable: string; column_default: string }[];
    expect(column).toMatchObject({ data_type: "jsonb", is_nullable: "NO" });
    expect(column!.column_default).toMatch(/^'\{\}'::jsonb$/);
    const created = await sobor.app.request("/api/file-storage/files", {
      method: "POST",
      headers: { "content-type": "application/json", "x-rbac-secret-key": TEST_SECRET },
      body: JSON.stringify({ data: { file: "/public/images/new.jpg" } }),
    });
    expect(created.status).toBe(201);
    expect(((await created.json()) as { data: { alt: unknown } }).data.alt).toEqual({});
    const found = await sobor.app.request(`/api/file-storage/files?search=${encodeURIComponent("купол")}`, { headers: { "x-rbac-secret-key": TEST_SECRET } });
    expect(found.status).toBe(200);
    expect(((await found.json()) as { data: { id: string }[] }).data.map((f) => f.id)).toEqual([ids.get("/public/images/dome.jpg")]);
  });
});
