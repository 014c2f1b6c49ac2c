import { describe, expect, it } from "vitest";
import { likeContaining } from "./like";

describe("likeContaining", () => {
  it("escapes the wildcards and the escape character a user types", () => {
    expect(likeContaining("ana")).toBe("%ana%");
    expect(likeContaining("50%_a\\b")).toBe("%50\\%\\_a\\\\b%");
  });
});
