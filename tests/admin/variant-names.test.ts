// @vitest-environment happy-dom
// The admin shows a record's variant by its name in the admin's language (its code only beside
// it, for developers) and still stores the code: in the form's select and in the list's cards.
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createElement as h, type ReactElement } from "react";
import { afterEach, describe, expect, it } from "vitest";
import "../../src/app/modules.js";
import { AdminProvider } from "../../src/core/admin/context.js";
import { EntityForm } from "../../src/core/admin/form.js";
import { createLabeller } from "../../src/core/admin/labels.js";
import { tableColumns } from "../../src/core/admin/model.js";
import { RowCard } from "../../src/core/admin/row.js";
import { adminEntities } from "../../src/core/admin/server.js";
import { createQueryClient } from "../../src/core/client/query.js";
import { adminLabels } from "../../src/web/admin/labels.js";
import { adminOverrides } from "../../src/web/admin/overrides.js";

const entities = adminEntities();
// Slides name 'smolny-thin' for themselves: the module's name of it is the sliders'.
const slides = entities.find((e) => e.module === "website-builder" && e.name === "slides")!;
const row = { id: "00000000-0000-4000-8000-000000000003", adminTitle: "Thin", slug: "thin", variant: "smolny-thin", title: { ru: "Полоса" }, updatedAt: "2025-01-01T00:00:00.000Z" };

const NAMES = {
  ru: { label: "Вариант", thin: "Фоновая картинка, остальные сбоку", panel: "Текст на светлой панели сбоку" },
  en: { label: "Variant", thin: "Background picture, others beside", panel: "Text on a cream panel beside" },
};

function show(element: ReactElement, language: "ru" | "en") {
  const client = createQueryClient();
  return render(
    h(QueryClientProvider, { client }, h(AdminProvider, { entities, languages: ["ru", "en"], defaultLanguage: language, siteLanguage: "ru", language, labels: adminLabels, overrides: adminOverrides, children: element })),
  );
}

/** The variant select's button, and its list once opened from the keyboard. */
function openVariants(label: string) {
  const trigger = screen.getByRole("combobox", { name: label });
  fireEvent.keyDown(trigger, { key: "Enter" });
  return { trigger, list: screen.getByRole("listbox") };
}

/** The variant as the browser would submit the form: Radix keeps a hidden native select of the values in it. */
const submittedVariant = () => [...document.querySelectorAll("select")].find((select) => [...select.options].some((option) => option.value === "smolny-thin"))?.value;

afterEach(cleanup);

describe("a variant in the admin's form", () => {
  for (const language of ["ru", "en"] as const) {
    const names = NAMES[language];

    it(`is chosen by its ${language === "ru" ? "Russian" : "English"} name, and the code is what is kept`, () => {
      show(h(EntityForm, { entity: slides, row, showRelations: false }), language);
      const { trigger, list } = openVariants(names.label);
      expect(trigger.textContent).toBe(names.thin);

      // Each option reads as its name (the text Radix labels it by); its code is shown beside it, not read out.
      const shown = within(list).getAllByRole("option").map((option) => document.getElementById(option.getAttribute("aria-labelledby")!)?.textContent);
      expect(shown).toHaveLength(slides.variants.length);
      expect(shown).toContain(names.thin);
      expect(shown.filter((name) => slides.variants.includes(name!))).toEqual([]);
      const thin = within(list).getByRole("option", { name: names.thin });
      expect(thin.querySelector('[lang=""][aria-hidden]')?.textContent).toBe("smolny-thin");

      fireEvent.click(within(list).getByRole("option", { name: names.panel }));
      expect(trigger.textContent).toBe(names.panel);
      expect(submittedVariant()).toBe("smolny-default");
    });
  }
});

describe("a variant in a list's card", () => {
  it("reads as its name in the admin's language, with the code beside it", () => {
    show(h(RowCard, { entity: slides, row, columns: tableColumns(slides, createLabeller(adminLabels, "ru", entities)) }), "ru");
    const value = screen.getByText("Вариант").nextElementSibling!;
    expect(value.textContent).toBe(`${NAMES.ru.thin} smolny-thin`);
    expect(value.getAttribute("lang")).toBeNull();
    expect(value.querySelector('[lang=""]')?.textContent).toBe("smolny-thin");
  });

  it("shows a code no one named as the code, marked as no language", () => {
    show(h(RowCard, { entity: slides, row: { ...row, variant: "retired-look" }, columns: tableColumns(slides) }), "en");
    const value = screen.getByText("Variant").nextElementSibling!;
    expect(value.textContent).toBe("retired-look");
    expect(value.getAttribute("lang")).toBe("");
  });
});
