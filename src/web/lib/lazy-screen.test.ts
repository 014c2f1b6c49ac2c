import { reloadPage } from "@web/lib/browser";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { loadOrReloadOnce } from "./lazy-screen";

vi.mock("@web/lib/browser", () => ({ goTo: vi.fn(), reloadPage: vi.fn() }));

const missingChunk = () =>
  Promise.reject(new TypeError("Failed to fetch dynamically imported module"));
const settled = (promise: Promise<unknown>) =>
  Promise.race([
    promise.then(
      () => "resolved",
      () => "rejected",
    ),
    Promise.resolve("pending"),
  ]);

beforeEach(() => {
  sessionStorage.clear();
  vi.mocked(reloadPage).mockClear();
});

describe("a code-split screen that fails to load (after a deploy)", () => {
  it("reloads the page once and waits for it instead of failing", async () => {
    const screen = loadOrReloadOnce(missingChunk);
    await vi.waitFor(() => expect(reloadPage).toHaveBeenCalledOnce());
    expect(await settled(screen)).toBe("pending");
  });

  it("fails to the error boundary when it fails again right after that reload", async () => {
    void loadOrReloadOnce(missingChunk);
    await vi.waitFor(() => expect(reloadPage).toHaveBeenCalledOnce());
    await expect(loadOrReloadOnce(missingChunk)).rejects.toThrow("dynamically imported module");
    expect(reloadPage).toHaveBeenCalledOnce();
  });

  it("starts over once a load succeeds", async () => {
    void loadOrReloadOnce(missingChunk);
    await vi.waitFor(() => expect(reloadPage).toHaveBeenCalledOnce());
    await expect(loadOrReloadOnce(async () => "tela")).resolves.toBe("tela");
    void loadOrReloadOnce(missingChunk);
    await vi.waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(2));
  });
});
