import { describe, expect, it } from "vitest";
import { sourceCode, sourceText } from "../../src/core/admin/history/texts.js";
import { WRITE_SOURCES } from "../../src/core/history/actor.js";
import { whoQuery } from "../../src/modules/audit/admin/texts.js";

// Where a write came from has one name per language, shared by a record's History and the audit
// log; the log's 'Who' filter takes that name back to the code the server filters on.
describe("write sources in the admin", () => {
  it("names every source in Russian and shows the codes in English", () => {
    for (const source of WRITE_SOURCES) {
      expect(sourceText(source, "ru")).not.toBe(source);
      expect(sourceText(source, "en")).toBe(source);
    }
    expect(sourceText("system", "ru")).toBe("система");
    expect(sourceText("something-new", "ru")).toBe("something-new");
  });

  it("reads a typed name back as its code, in either language", () => {
    for (const source of WRITE_SOURCES) {
      expect(sourceCode(sourceText(source, "ru"), "ru")).toBe(source);
      expect(sourceCode(source, "en")).toBe(source);
    }
    expect(whoQuery("  Секретный ключ ", "ru")).toBe("api-key");
    expect(whoQuery(" admin@example.com ", "ru")).toBe("admin@example.com");
    expect(sourceCode("someone", "ru")).toBeUndefined();
  });
});
