import { act, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { navigate } from "wouter/use-browser-location";
import { ScrollToTop } from "./scroll-to-top";

afterEach(() => vi.restoreAllMocks());

describe("ScrollToTop", () => {
  it("brings the window back to the top on every navigation", () => {
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    render(<ScrollToTop />);
    scrollTo.mockClear();
    act(() => navigate("/professionals"));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockClear();
    act(() => navigate("/appointments"));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});
