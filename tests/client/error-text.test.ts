import { describe, expect, it } from "vitest";
import { ApiError } from "../../src/core/client/api.js";
import { errorText } from "../../src/core/client/error-text.js";

const answer = (status: number, error: string) =>
  new ApiError({ message: `${error} | ${status}`, kind: "http", status, body: { error, status }, method: "POST", url: "/api/crm/forms/x/requests" });

describe("what a failed call says to a person", () => {
  it("says the server's answers that any page may meet in the page's language", () => {
    const unavailable = answer(503, "The service is temporarily unavailable; try again in a moment");
    expect(errorText(unavailable, "ru")).toBe("Сервис временно недоступен. Попробуйте через минуту.");
    expect(errorText(unavailable, "en")).toBe("The service is temporarily unavailable. Please try again in a minute.");
    expect(errorText(answer(500, "Internal Server Error"), "ru")).toBe("Ошибка на сервере. Попробуйте ещё раз.");
    expect(errorText(answer(500, "Internal Server Error"), "en")).toBe("Internal Server Error");
  });

  it("gives the server's own message, not the client's summary with status and reason", () => {
    expect(errorText(answer(400, "Something only this server says"), "ru")).toBe("Something only this server says");
    expect(errorText(new ApiError({ message: "Failed to fetch", kind: "network", method: "GET", url: "/x" }), "ru")).toBe("Failed to fetch");
    expect(errorText(new Error("plain"), "en")).toBe("plain");
  });
});
