import { cn } from "@web/lib/cn";
import { describe, expect, it } from "vitest";
import { buttonVariants } from "./button-variants";

const classes = (value: string) => new Set(value.split(/\s+/).filter(Boolean));

describe("buttonVariants without tailwind-merge (decision 0130)", () => {
  it("size xl is what a large button made 48 px tall with base text resolves to", () => {
    for (const variant of ["default", "outline"] as const) {
      expect(classes(buttonVariants({ variant, size: "xl" }))).toEqual(
        classes(cn(buttonVariants({ variant, size: "lg" }), "h-12 px-8 text-base")),
      );
    }
  });

  it("needs no merge for the other sizes: each class group appears once", () => {
    for (const size of ["default", "sm", "lg", "xl", "icon"] as const) {
      const plain = buttonVariants({ size, className: "mt-8" });
      expect(classes(plain)).toEqual(classes(cn(plain)));
    }
  });
});
