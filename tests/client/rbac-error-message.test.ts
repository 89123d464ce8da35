import { describe, expect, it } from "vitest";
import { ApiError } from "../../src/core/client/api.js";
import { errorMessage } from "../../src/modules/rbac/client/call.js";

const answer = (status: number, error: string) =>
  new ApiError({ message: `${error} | ${status}`, kind: "http", status, body: { error, status }, method: "POST", url: "/api/rbac/subjects/authentication/email-and-password/authentication" });

describe("the accounts client's error messages", () => {
  it("says 'too many attempts' in the page's language, with the server's wait", () => {
    const limited = answer(429, "Too many attempts; try again in 42 seconds");
    expect(errorMessage(limited, "ru")).toBe("Слишком много попыток. Попробуйте снова через 42 с.");
    expect(errorMessage(limited, "en")).toBe("Too many attempts. Try again in 42 s.");
  });

  it("says a known server message in the page's language", () => {
    expect(errorMessage(answer(401, "Invalid credentials"), "ru")).toBe("Неверная почта или пароль");
    expect(errorMessage(answer(401, "Invalid credentials"), "en")).toBe("Invalid credentials");
  });

  it("keeps the server's message for other failures", () => {
    expect(errorMessage(answer(400, "Something only this server says"), "ru")).toBe("Something only this server says");
  });
});
