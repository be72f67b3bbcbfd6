import { ChevronDown, Loader2, Menu } from "lucide-react";
// @ts-expect-error Lucide's icon modules carry no types; the build resolves them the same way.
import { __iconData as chevronDown } from "lucide-react/dist/esm/icons/chevron-down.mjs";
// @ts-expect-error as above
import { __iconData as loaderCircle } from "lucide-react/dist/esm/icons/loader-circle.mjs";
// @ts-expect-error as above
import { __iconData as menu } from "lucide-react/dist/esm/icons/menu.mjs";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import createLucideIcon from "./lucide-icon";

const PROPS: Record<string, unknown>[] = [
  {},
  { className: "size-4" },
  { className: "animate-spin  size-4" },
  { className: "lucide size-4" },
  { "aria-hidden": "true" },
  { "aria-label": "Open the menu" },
  { role: "img" },
  { size: 16, strokeWidth: 3 },
  { size: 16, strokeWidth: 3, absoluteStrokeWidth: true },
];

describe("the build's createLucideIcon (decision 036)", () => {
  it("renders the very SVG Lucide renders, aliases' classes included", () => {
    for (const [Lucide, data] of [
      [Menu, menu],
      [ChevronDown, chevronDown],
      [Loader2, loaderCircle],
    ] as const) {
      const Ours = createLucideIcon(data);
      for (const props of PROPS) {
        expect(renderToStaticMarkup(createElement(Ours, props))).toBe(
          renderToStaticMarkup(createElement(Lucide, props)),
        );
      }
    }
  });
});
