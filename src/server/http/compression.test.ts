import { describe, expect, it } from "vitest";
import { chooseEncoding } from "./compression";

describe("chooseEncoding", () => {
  it("prefers brotli, then gzip, and sends plain text to a client that accepts neither", () => {
    expect(chooseEncoding("gzip, deflate, br")).toBe("br");
    expect(chooseEncoding("gzip, deflate")).toBe("gzip");
    expect(chooseEncoding("deflate")).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding("identity")).toBeNull();
  });

  it("respects q=0 and the * wildcard", () => {
    expect(chooseEncoding("br;q=0, gzip")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip;q=0")).toBeNull();
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding("br;q=0, *;q=0.5")).toBe("gzip");
    expect(chooseEncoding("*;q=0")).toBeNull();
    expect(chooseEncoding("BR ; Q=0.8")).toBe("br");
    expect(chooseEncoding("br;q=nonsense")).toBeNull();
  });
});
