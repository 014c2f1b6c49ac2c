import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { UserAvatar } from "./avatar";

/** Issue 29, item 9 (decision 0384): the avatar never changes from initials to a photo. */
describe("UserAvatar", () => {
  it("shows the photo from the first render, without the initials before it", () => {
    render(<UserAvatar imageUrl="/api/images/abc" firstName="Ana" lastName="Souza" />);
    expect(screen.getByRole("img", { name: "Foto de Ana Souza" })).toHaveAttribute(
      "src",
      "/api/images/abc",
    );
    expect(screen.queryByText("AS")).toBeNull();
  });

  it("shows the initials without a photo, or once the photo fails to load", () => {
    const { rerender } = render(<UserAvatar firstName="Ana" lastName="Souza" />);
    expect(screen.getByText("AS")).toBeInTheDocument();
    rerender(<UserAvatar imageUrl="/api/images/gone" firstName="Ana" lastName="Souza" />);
    fireEvent.error(screen.getByRole("img", { name: "Foto de Ana Souza" }));
    expect(screen.getByText("AS")).toBeInTheDocument();
    expect(screen.queryByRole("img")).toBeNull();
  });
});
