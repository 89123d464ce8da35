import { describe, expect, it } from "vitest";
import "../../src/app/modules.js";
import { adminEntities } from "../../src/core/admin/server.js";
import { adminScreens } from "../../src/web/admin/screens.js";
import { adminShortcuts } from "../../src/web/admin/shortcuts.js";

describe("the admin start page's everyday tasks", () => {
  it("each opens a table or screen that exists, and is named in Russian and English", () => {
    const known = new Set([...adminEntities(), ...adminScreens].map((target) => `${target.module}/${target.name}`));
    for (const shortcut of adminShortcuts) {
      expect(known, `${shortcut.to.module}/${shortcut.to.name}`).toContain(`${shortcut.to.module}/${shortcut.to.name}`);
      for (const phrase of [shortcut.label, shortcut.description]) expect(Object.keys(phrase).sort()).toEqual(["en", "ru"]);
    }
    expect(adminShortcuts.length).toBeGreaterThan(3);
  });
});
