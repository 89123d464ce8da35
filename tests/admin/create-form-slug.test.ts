// @vitest-environment happy-dom
// The admin's create form in a DOM: typing a title fills the slug and the admin title until the
// person edits them; an existing record's form never changes its slug by itself.
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createElement as h, type ReactElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import "../../src/app/modules.js";
import { AdminProvider } from "../../src/core/admin/context.js";
import { EntityForm } from "../../src/core/admin/form.js";
import { adminEntities } from "../../src/core/admin/server.js";
import { createApiClient } from "../../src/core/client/entities.js";
import { createQueryClient } from "../../src/core/client/query.js";
import { toast, ToastHost } from "../../src/core/ui/toast.js";
import { adminOverrides } from "../../src/web/admin/overrides.js";

const entities = adminEntities();
const buttons = entities.find((e) => e.module === "website-builder" && e.name === "buttons")!;

function show(element: ReactElement, language = "en", fetch?: typeof globalThis.fetch) {
  const client = createQueryClient(fetch ? { api: createApiClient({ fetch }) } : {});
  return render(
    h(QueryClientProvider, { client }, h(AdminProvider, { entities, languages: ["ru", "en"], defaultLanguage: language, siteLanguage: "ru", language, overrides: adminOverrides, children: element })),
  );
}

/** The server's answer to a slug another record holds (src/core/http/errors.ts). */
const slugTaken = async () =>
  Response.json(
    { error: "slug: a record with this value already exists", status: 409, requestId: "r1", cause: [{ message: "slug must be unique" }] },
    { status: 409 },
  );

const field = (name: string) => screen.getByLabelText(name, { exact: true }) as HTMLInputElement;
const typeInto = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("the admin's create form", () => {
  it("fills the slug and the admin title from the title as it is typed, until the slug is edited", () => {
    show(h(EntityForm, { entity: buttons }));
    const generatedSlug = field("Slug").value;
    expect(generatedSlug).toMatch(/^[a-z]+-[a-z]+-[a-z]+-[a-z0-9]{4}$/);

    typeInto("Title (ru)", "Рождественский");
    expect(field("Slug").value).toBe("rozhdestvenskii");
    typeInto("Title (ru)", "Рождественский концерт");
    expect(field("Slug").value).toBe("rozhdestvenskii-kontsert");
    expect(field("Admin title").value).toBe("Рождественский концерт");
    typeInto("Title (en)", "Christmas concert");
    expect(field("Slug").value).toBe("rozhdestvenskii-kontsert");

    typeInto("Slug", "christmas-2025");
    typeInto("Title (ru)", "Рождественский концерт хора");
    expect(field("Slug").value).toBe("christmas-2025");
    expect(field("Admin title").value).toBe("Рождественский концерт хора");
  });

  it("goes back to the generated slug when the title is cleared", () => {
    show(h(EntityForm, { entity: buttons }));
    const generated = { slug: field("Slug").value, adminTitle: field("Admin title").value };
    typeInto("Title (ru)", "Концерт");
    expect(field("Slug").value).toBe("kontsert");
    typeInto("Title (ru)", "");
    expect(field("Slug").value).toBe(generated.slug);
    expect(field("Admin title").value).toBe(generated.adminTitle);
  });

  it("never changes an existing record's slug or admin title", () => {
    const row = { id: "00000000-0000-4000-8000-000000000001", adminTitle: "Concert", slug: "concert-2024", variant: "default", title: { ru: "Концерт" }, updatedAt: "2025-01-01T00:00:00.000Z" };
    show(h(EntityForm, { entity: buttons, row }));
    expect(field("Slug").value).toBe("concert-2024");
    typeInto("Title (ru)", "Рождественский концерт");
    expect(field("Slug").value).toBe("concert-2024");
    expect(field("Admin title").value).toBe("Concert");
  });

  it("says plainly that a slug is taken, and how to get out of it", async () => {
    const shown = vi.spyOn(toast, "error").mockImplementation(() => undefined);
    show(h(EntityForm, { entity: buttons }), "en", slugTaken);
    typeInto("Title (ru)", "Рождественский концерт");
    fireEvent.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("Slug is already used by another record: change it, for example add -2")).toBeTruthy();
    expect(shown).toHaveBeenCalledWith("Slug “rozhdestvenskii-kontsert” is already used by another record: change it (for example, add -2) and save again");
  });

  it("says it in Russian in the Russian admin", async () => {
    const shown = vi.spyOn(toast, "error").mockImplementation(() => undefined);
    show(h(EntityForm, { entity: buttons }), "ru", slugTaken);
    fireEvent.change(screen.getByLabelText("Заголовок (рус)", { exact: true }), { target: { value: "Рождественский концерт" } });
    fireEvent.click(screen.getByRole("button", { name: "Сохранить" }));
    expect(await screen.findByText("Уже занят другой записью: измените его, например добавьте -2")).toBeTruthy();
    expect(shown).toHaveBeenCalledWith("Слаг «rozhdestvenskii-kontsert» уже занят другой записью: измените его (например, добавьте -2) и сохраните снова");
  });
});

describe("saving an existing record's form", () => {
  it("sends nothing when nothing changed: no new version for a colleague's open form to call a conflict", async () => {
    // Toasts shown as the admin shows them.
    render(h(ToastHost));
    const sent: string[] = [];
    const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(`${init?.method} ${String(input)}`);
      return Response.json({ data: row });
    }) as typeof globalThis.fetch;
    const row = { id: "00000000-0000-4000-8000-000000000002", adminTitle: "Concert", slug: "concert", variant: "default", title: { ru: "Концерт" }, url: "/concert", updatedAt: "2025-01-01T00:00:00.000Z" };
    show(h(EntityForm, { entity: buttons, row }), "en", fetch);
    fireEvent.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("Nothing changed, nothing to save")).toBeTruthy();
    expect(sent.filter((call) => !call.startsWith("GET"))).toEqual([]);
  });
});
