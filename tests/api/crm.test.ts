import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CrmWidgetData } from "../../src/modules/crm/widget-data-types.js";
import "../../src/modules/crm/widgets/index.js";
import type { PageTree } from "../../src/core/page/page-tree.js";
import { hostService } from "../../src/modules/host/server/host-service.js";
import { mailerOf } from "../../src/modules/notification/server/index.js";
import { bearer, register, signInAsAdmin, subjectOf, type Tokens } from "../helpers/accounts.js";
import { expectError, uniqueText } from "../helpers/records.js";
import { renderPage } from "../helpers/render-page.js";
import { leastQueries, startTestSobor, type TestSobor } from "../helpers/sobor.js";

let sobor: TestSobor;
let admin: Tokens;

async function create(path: string, data: Record<string, unknown>) {
  const { status, body } = await sobor.json(path, { method: "POST", secret: true, body: { data } });
  if (status !== 201) throw new Error(`${path}: ${status} ${JSON.stringify(body)}`);
  return body.data;
}

/** A form with the given inputs (in order). */
async function form(title: Record<string, string>, inputs: Record<string, unknown>[]) {
  const row = await create("/api/crm/forms", { title });
  for (const [orderIndex, input] of inputs.entries()) {
    const inputRow = await create("/api/crm/inputs", { slug: uniqueText("input"), ...input });
    await create("/api/crm/forms-to-inputs", { formId: row.id, inputId: inputRow.id, orderIndex });
  }
  return row as { id: string };
}

const send = (formId: string, data: unknown, headers: Record<string, string> = {}) =>
  sobor.json(`/api/crm/forms/${formId}/requests`, { method: "POST", body: { data }, headers });

const list = (path: string, column: string, value: string) =>
  sobor.json(`${path}?filters[and][0][column]=${column}&filters[and][0][method]=eq&filters[and][0][value]=${value}`, { secret: true });

// Slugs are unique across inputs; these tests use their own.
const s = {
  name: uniqueText("name"),
  email: uniqueText("email"),
  age: uniqueText("age"),
  message: uniqueText("message"),
  odd: uniqueText("odd"),
};
let contact: { id: string };

beforeAll(async () => {
  sobor = await startTestSobor({ env: {}, trustProxy: true });
  admin = await signInAsAdmin(sobor);
  contact = await form({ ru: "Напишите нам", en: "Write to us" }, [
    { slug: s.name, variant: "text-default", type: "text", isRequired: true, label: { ru: "Ваше имя", en: "Your name" } },
    { slug: s.email, variant: "text-default", type: "email", isRequired: false, label: { ru: "Почта", en: "Email" } },
    { slug: s.age, variant: "number-default", type: "number", label: { ru: "Возраст", en: "Age" } },
    { slug: s.message, variant: "textarea-default", type: "textarea", isRequired: true, label: { ru: "Сообщение", en: "Message" } },
  ]);
});
afterAll(() => sobor?.close());

describe("POST /api/crm/forms/{id}/requests", () => {
  it("stores a valid submission (trimmed text, numbers as numbers) and links it to the form", async () => {
    const answer = await send(contact.id, { [s.name]: "  Мария ", [s.age]: "42", [s.message]: "Когда исповедь?", extra: "dropped", formId: "ignored" });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const request = answer.body.data;
    expect(request.payload).toEqual({ [s.name]: "Мария", [s.age]: 42, [s.message]: "Когда исповедь?", formId: contact.id });

    const stored = await sobor.json(`/api/crm/requests/${request.id}`, { secret: true });
    expect(stored.body.data.payload).toEqual(request.payload);
    const links = await list("/api/crm/forms-to-requests", "requestId", request.id);
    expect(links.body.data).toEqual([expect.objectContaining({ formId: contact.id, requestId: request.id })]);
  });

  it("400 naming each missing required field, and nothing is stored", async () => {
    const before = (await sobor.json("/api/crm/requests/count", { secret: true })).body.data;
    const answer = await send(contact.id, { [s.name]: "   " });
    expectError(answer, 400);
    const messages = answer.body.cause.map((c: { message: string }) => c.message);
    expect(messages).toEqual([expect.stringMatching(new RegExp(`^${s.name}: 'Ваше имя' is required`)), expect.stringMatching(new RegExp(`^${s.message}: 'Сообщение' is required`))]);
    expect(answer.body.error).toContain(s.name);
    expect((await sobor.json("/api/crm/requests/count", { secret: true })).body.data).toBe(before);
  });

  it("400 for invalid values: a number that is not one, a bad email, a value that is not text; labels in ?lang", async () => {
    const answer = await sobor.json(`/api/crm/forms/${contact.id}/requests?lang=en`, {
      method: "POST",
      body: { data: { [s.name]: { nested: true }, [s.email]: "not-an-email", [s.age]: "forty", [s.message]: "x".repeat(10_001) } },
    });
    expectError(answer, 400);
    expect(answer.body.cause.map((c: { message: string }) => c.message)).toEqual([
      `${s.name}: 'Your name' must be text`,
      `${s.email}: 'Email' must be an email address`,
      `${s.age}: 'Age' must be a number`,
      `${s.message}: 'Message' must be at most 10000 characters`,
    ]);
  });

  it("404 for an unknown form; 400 for a form id that is not a uuid", async () => {
    expectError(await send(randomUUID(), { [s.name]: "x" }), 404);
    expectError(await send("not-a-form", { [s.name]: "x" }), 400, /uuid/);
  });

  it("400 for a body that is not {data: {...}}", async () => {
    expectError(await sobor.json(`/api/crm/forms/${contact.id}/requests`, { method: "POST", body: "nope", headers: { "content-type": "application/json" } }), 400);
    expectError(await send(contact.id, ["a list"]), 400);
  });

  it("accepts multipart form data: plain fields, or a data field holding the JSON", async () => {
    const plain = new FormData();
    plain.set(s.name, "Пётр");
    plain.set(s.message, "Из формы без JavaScript");
    const first = await sobor.json(`/api/crm/forms/${contact.id}/requests`, { method: "POST", body: plain });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.data.payload).toEqual({ [s.name]: "Пётр", [s.message]: "Из формы без JavaScript", formId: contact.id });

    const wrapped = new FormData();
    wrapped.set("data", JSON.stringify({ [s.name]: "Анна", [s.age]: 7, [s.message]: "multipart" }));
    const second = await sobor.json(`/api/crm/forms/${contact.id}/requests`, { method: "POST", body: wrapped });
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    expect(second.body.data.payload).toEqual({ [s.name]: "Анна", [s.age]: 7, [s.message]: "multipart", formId: contact.id });

    const missing = new FormData();
    missing.set(s.name, "Без сообщения");
    expectError(await sobor.json(`/api/crm/forms/${contact.id}/requests`, { method: "POST", body: missing }), 400);
  });

  it("refuses a body over 64 KB with 413", async () => {
    const data = { [s.name]: "x", [s.message]: "y".repeat(70_000) };
    expectError(await send(contact.id, data), 413);
    // As a browser sends it, its length stated: refused from that header alone.
    const length = Buffer.byteLength(JSON.stringify({ data }));
    expectError(await send(contact.id, data, { "content-length": String(length) }), 413, /at most 64 KB/);
  });

  it("requests stay private: visitors 401, a plain user 403, an admin or the secret key 200", async () => {
    const user = await register(sobor);
    for (const path of ["/api/crm/requests", "/api/crm/forms-to-requests"]) {
      expectError(await sobor.json(path), 401);
      expectError(await sobor.json(path, { headers: bearer(user.jwt) }), 403);
      expect((await sobor.json(path, { headers: bearer(admin.jwt) })).status).toBe(200);
      expect((await sobor.json(path, { secret: true })).status).toBe(200);
    }
    // Nor can a visitor write one through the generic route.
    expectError(await sobor.json("/api/crm/requests", { method: "POST", body: { data: { payload: {} } } }), 401);
  });

  it("tells the administrators by mail", async () => {
    const marker = uniqueText("mail");
    expect((await send(contact.id, { [s.name]: marker, [s.message]: "Прошу перезвонить" })).status).toBe(201);
    await mailerOf(sobor.context).flush();
    const outbox = await list("/api/notification/messages", "to", "admin@example.com");
    const mail = outbox.body.data.find((m: { text: string }) => m.text.includes(marker));
    expect(mail).toMatchObject({ subject: "Новая заявка: Напишите нам" });
    expect(mail.text).toContain("Ваше имя: " + marker);
    expect(mail.text).toContain("Сообщение: Прошу перезвонить");
  });

  it("limits submissions per IP (429 with Retry-After); other addresses are not affected", async () => {
    const from = (ip: string) => send(contact.id, { [s.name]: "x", [s.message]: "y" }, { "x-forwarded-for": ip });
    for (let i = 0; i < 5; i++) expect((await from("203.0.113.7")).status).toBe(201);
    const limited = await from("203.0.113.7");
    expectError(limited, 429);
    expect((await from("203.0.113.8")).status).toBe(201);
    const raw = await sobor.request(`/api/crm/forms/${contact.id}/requests`, {
      method: "POST",
      body: { data: { [s.name]: "x", [s.message]: "y" } },
      headers: { "x-forwarded-for": "203.0.113.7" },
    });
    expect(raw.status).toBe(429);
    expect(Number(raw.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("POST /api/rbac/subjects/{id}/crm-module/form/request", () => {
  it("stores the request with the subject; only that subject (or an admin) may send it", async () => {
    const user = await register(sobor);
    const other = await register(sobor);
    const subjectId = subjectOf(user.jwt);
    const path = `/api/rbac/subjects/${subjectId}/crm-module/form/request`;
    const data = { formId: contact.id, [s.name]: "Илья", [s.message]: "Из кабинета" };

    const own = await sobor.json(path, { method: "POST", body: { data }, headers: bearer(user.jwt) });
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    expect(own.body.data.payload).toEqual({ [s.name]: "Илья", [s.message]: "Из кабинета", formId: contact.id, subjectId });

    const byQuery = await sobor.json(`${path}?formId=${contact.id}`, { method: "POST", body: { data: { [s.name]: "Илья", [s.message]: "?formId=" } }, headers: bearer(user.jwt) });
    expect(byQuery.status).toBe(201);

    expectError(await sobor.json(path, { method: "POST", body: { data } }), 401);
    expectError(await sobor.json(path, { method: "POST", body: { data }, headers: bearer(other.jwt) }), 403);
    expect((await sobor.json(path, { method: "POST", body: { data }, headers: bearer(admin.jwt) })).status).toBe(201);
    expectError(await sobor.json(path, { method: "POST", body: { data: { [s.name]: "x" } }, headers: bearer(user.jwt) }), 400, /formId/);
  });
});

describe("POST /api/crm/from/request", () => {
  it("stores a visitor's request for the form named in the data or the query; no form named is a 400", async () => {
    const path = "/api/crm/from/request";
    const inData = await sobor.json(path, { method: "POST", body: { data: { formId: contact.id, [s.name]: "Анна", [s.message]: "Без входа" } } });
    expect(inData.status, JSON.stringify(inData.body)).toBe(201);
    expect(inData.body.data.payload).toEqual({ [s.name]: "Анна", [s.message]: "Без входа", formId: contact.id });
    const inQuery = await sobor.json(`${path}?formId=${contact.id}`, { method: "POST", body: { data: { [s.name]: "Анна", [s.message]: "?formId=" } } });
    expect(inQuery.status).toBe(201);
    expectError(await sobor.json(path, { method: "POST", body: { data: { [s.name]: "x" } } }), 400, /formId/);
    expectError(await sobor.json(path, { method: "POST", body: { data: { formId: { toString: 1, valueOf: 1 }, [s.name]: "x" } } }), 400, /formId/);
  });
});

describe("crm widgets on a page", () => {
  async function resolve(path: string) {
    const resolution = await hostService(sobor.context).resolve(path);
    expect(resolution.status, path).toBe(200);
    if (resolution.status !== 200) throw new Error("unreachable");
    return resolution.loaded;
  }

  async function pageWithCrmWidget(url: string, variant: string, formIds: string[]) {
    const page = await create("/api/host/pages", { url, title: url });
    const widget = await create("/api/crm/widgets", { variant });
    for (const [orderIndex, formId] of formIds.entries()) await create("/api/crm/widgets-to-forms", { widgetId: widget.id, formId, orderIndex });
    const hostWidget = await create("/api/host/widgets", {});
    await create("/api/host/pages-to-widgets", { pageId: page.id, widgetId: hostWidget.id });
    await create("/api/host/widgets-to-external-widgets", { widgetId: hostWidget.id, externalModule: "crm", externalWidgetId: widget.id });
    return { id: widget.id as string, url };
  }

  const render = (tree: PageTree) => renderPage(tree, sobor.context.i18n);

  it("loads the widget's forms with their inputs in a fixed number of queries and renders them", async () => {
    const odd = await form({ ru: "Анкета" }, [
      { slug: s.odd, type: "colour", label: { ru: "Цвет" } },
      { slug: uniqueText("plain"), type: "default", variant: "default", label: { ru: "Город" }, placeholder: { ru: "Например, Тверь" } },
    ]);
    const one = await pageWithCrmWidget(`/${uniqueText("crm-one")}`, "default", [contact.id]);
    const many = await pageWithCrmWidget(`/${uniqueText("crm-many")}`, "form-list-default", [contact.id, odd.id]);

    const count = async (url: string) => {
      await resolve(url);
      const { queries, result: loaded } = await leastQueries(sobor, () => resolve(url));
      return { queries, loaded };
    };
    const small = await count(one.url);
    const big = await count(many.url);
    expect(big.queries).toBe(small.queries);

    const data = big.loaded.tree.data.crm?.[many.id] as CrmWidgetData;
    expect(data.forms.map((f) => f.id)).toEqual([contact.id, odd.id]);
    expect(data.forms[0]!.inputs.map((i) => i.slug)).toEqual([s.name, s.email, s.age, s.message]);
    expect(data.forms[0]!.inputs[0]).toMatchObject({ isRequired: true, type: "text", variant: "text-default", label: { ru: "Ваше имя", en: "Your name" } });
    for (const type of ["crm/widgets", "crm/forms", "crm/inputs", "crm/widgets-to-forms", "crm/forms-to-inputs"]) expect(big.loaded.reads.has(type), type).toBe(true);
    expect([...big.loaded.reads].some((r) => r.includes("requests"))).toBe(false);

    const html = await render(big.loaded.tree);
    expect(html).toContain("Ваше имя");
    expect(html).toMatch(/<textarea[^>]*name="[^"]*message/);
    expect(html).toMatch(/type="number"/);
    expect(html).toMatch(/type="email"/);
    expect(html).toContain("Неизвестный тип поля"); // the spec's "Unknown input type", on a ru page
    expect(html).toContain("Например, Тверь");
    expect(html).toContain("Отправить");
    expect(html).toContain('aria-required="true"');
  });
});
