import { expect, test } from "@playwright/test";
import { E2E_ADMIN, E2E_SECRET } from "../playwright.config";
import { api, signInBrowser } from "./helpers";

// Issue 13, agent in the admin: the suite's server runs without AI_* variables, so the AI status
// screen says the module is off and what to set; an administrator edits an agent's instructions
// (system prompt), model and temperature in its generated form, and the API keeps them.

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

test.beforeEach(async ({ context }) => {
  await signInBrowser(context, E2E_ADMIN.email, E2E_ADMIN.password);
});

test("the AI status screen says the module is off when AI_* is unset", async ({ page }) => {
  await page.goto("/en/admin/agent/status");
  await expect(page.getByRole("heading", { level: 2, name: "AI agent" })).toBeVisible();
  await expect(page.getByRole("status")).toHaveText(/The agent module is off: set AI_BASE_URL, AI_API_KEY and AI_MODEL on the server/);
  await page.screenshot({ path: "/tmp/w13b-shots/agent-status-off.png", fullPage: true });
});

test("an administrator edits an agent's instructions, model and temperature", async ({ page, request }) => {
  const name = `Agent ${stamp}`;
  const profile = await api(request, "POST", "/api/social/profiles", { slug: `helper-${stamp}`, variant: "artificial-intelligence", title: { ru: "Помощник", en: "Helper" } });
  const agent = await api(request, "POST", "/api/agent/agents", { adminTitle: name, profileId: profile.id, instructions: "Отвечай кратко.", model: "", temperature: 0.7 });

  await page.goto("/en/admin/agent/agents");
  await expect(page.getByRole("heading", { level: 1, name: "Agents" })).toBeVisible();
  await page.getByLabel("Search agents").fill(stamp);
  const card = page.getByRole("article", { name });
  await expect(card).toBeVisible();
  await card.getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: `Edit · ${name}` });
  await expect(edit.getByLabel("Instructions", { exact: true })).toHaveValue("Отвечай кратко.");
  await edit.getByLabel("Instructions", { exact: true }).fill("Отвечай подробно и ссылайся на расписание сайта.");
  await edit.getByLabel("Model", { exact: true }).fill("parish-model-2");
  await edit.getByLabel("Temperature", { exact: true }).fill("0.2");
  await page.screenshot({ path: "/tmp/w13b-shots/agent-edit.png", fullPage: true });
  await edit.getByRole("button", { name: "Submit" }).click();
  await expect(edit.getByRole("button", { name: /^(Submit|Loading\.\.\.)$/ })).toHaveAttribute("data-status", "success");
  await expect(page.getByText("Updated successfully").first()).toBeVisible();

  // Kept on the server, and shown again after a reload (the open record is in the url, so it opens again).
  const saved = await request.get(`/api/agent/agents/${agent.id}`, { headers: { "x-rbac-secret-key": E2E_SECRET } });
  expect((await saved.json()).data).toMatchObject({ instructions: "Отвечай подробно и ссылайся на расписание сайта.", model: "parish-model-2", temperature: 0.2 });
  await page.reload();
  const again = page.getByRole("dialog", { name: `Edit · ${name}` });
  await expect(again.getByLabel("Model", { exact: true })).toHaveValue("parish-model-2");
  await expect(again.getByLabel("Temperature", { exact: true })).toHaveValue("0.2");
});
