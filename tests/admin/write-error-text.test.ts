import { describe, expect, it } from "vitest";
import { writeErrorText } from "../../src/core/admin/form.js";
import { ApiError } from "../../src/core/client/api.js";
import "../../src/core/admin/server-messages.js";
import "../../src/modules/rbac/messages.js";

const refused = (error: string) =>
  new ApiError({ message: `${error} | 400`, kind: "http", status: 400, body: { error, status: 400 }, method: "PATCH", url: "/api/blog/articles/x" });
const labels: Record<string, string> = { slug: "Слаг", title: "Заголовок" };
const label = (name: string) => labels[name];

// A refused save's toast: the server names fields by code ('slug: …'); a Russian admin reads the
// field's name and the message in Russian, an English one the server's words as they are.
describe("a refused write's toast in the admin", () => {
  it("names each field by its label and says its message in Russian", () => {
    expect(writeErrorText(refused("slug: a record with this value already exists"), "ru", label)).toBe("Слаг: запись с таким значением уже есть");
    expect(writeErrorText(refused("Invalid input: title.en: must not contain NUL (\\u0000) characters; slug: is required"), "ru", label)).toBe(
      "Заголовок (англ): не должно содержать нулевых символов; Слаг: обязательное поле",
    );
  });

  it("keeps the server's words in English, says a message about no field from the catalogue, and one outside it as it is", () => {
    expect(writeErrorText(refused("slug: a record with this value already exists"), "en", label)).toBe("slug: a record with this value already exists");
    expect(writeErrorText(refused("Only an administrator may change this"), "ru", label)).toBe("Изменять это может только администратор");
    expect(writeErrorText(refused("A message no catalogue holds"), "ru", label)).toBe("A message no catalogue holds");
  });
});
