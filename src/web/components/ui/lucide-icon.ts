import { createElement, type Ref, type SVGProps } from "react";

/** An icon as Lucide's icon modules describe it. */
interface IconData {
  name?: string;
  size?: number;
  node: readonly (readonly [string, Record<string, string>])[];
  aliases?: readonly string[];
}

export type IconProps = Omit<SVGProps<SVGSVGElement>, "ref"> & {
  size?: number | string;
  absoluteStrokeWidth?: boolean;
  ref?: Ref<SVGSVGElement>;
};

/** Whether the icon is named for assistive technology (else it is hidden from it). */
function hasA11yProp(props: Record<string, unknown>): boolean {
  for (const key of Object.keys(props)) {
    if ((key.startsWith("aria-") || key === "role" || key === "title") && props[key] != null) {
      return true;
    }
  }
  return false;
}

/**
 * Lucide's `createLucideIcon`, for the build (scripts/vite-lucide-icon.ts): the same `<svg>`
 * (attributes, their order, `lucide lucide-<name>` classes, `aria-hidden` unless labelled) for
 * the props this app passes, without Lucide's context provider and attribute-name mapping.
 */
export default function createLucideIcon(icon: IconData) {
  const own = [
    "lucide",
    ...(icon.name ? [`lucide-${icon.name}`] : []),
    ...(icon.aliases ?? [])
      .filter((alias) => typeof alias === "string" && alias.trim() !== "")
      .map((alias) => `lucide-${alias}`),
  ];
  const viewBox = `0 0 ${icon.size ?? 24} ${icon.size ?? 24}`;
  return function LucideIcon({
    color,
    size,
    width,
    height,
    strokeWidth,
    absoluteStrokeWidth,
    className,
    children,
    ...rest
  }: IconProps) {
    const stroke = strokeWidth ?? 2;
    const classes = [...new Set([...own, ...(className ?? "").split(/\s+/)].filter(Boolean))];
    return createElement(
      "svg",
      {
        xmlns: "http://www.w3.org/2000/svg",
        width: width ?? size ?? 24,
        height: height ?? size ?? 24,
        viewBox,
        fill: "none",
        stroke: color || "currentColor",
        strokeWidth: absoluteStrokeWidth
          ? (Number(stroke) * (icon.size ?? 24)) / Number(size ?? width ?? 24)
          : stroke,
        strokeLinecap: "round",
        strokeLinejoin: "round",
        className: classes.join(" "),
        ...(children || hasA11yProp(rest) ? {} : { "aria-hidden": "true" }),
        ...rest,
      },
      ...icon.node.map(([tag, attrs]) => createElement(tag, attrs)),
      children,
    );
  };
}
