import {
  Children,
  cloneElement,
  type HTMLAttributes,
  isValidElement,
  type ReactElement,
  type ReactNode,
  type Ref,
  type RefCallback,
} from "react";

type AnyProps = Record<string, unknown>;

function setRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === "function") ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

function composeRefs<T>(...refs: (Ref<T> | undefined)[]): RefCallback<T> {
  return (value) => {
    for (const ref of refs) setRef(ref, value);
  };
}

/**
 * The slot's props merged under the child's, as Radix's Slot merges them: the child's own props
 * win, except that both event handlers run (the child's first), styles merge and class names join.
 */
function mergeProps(slotProps: AnyProps, childProps: AnyProps): AnyProps {
  const merged: AnyProps = { ...slotProps, ...childProps };
  for (const name of Object.keys(childProps)) {
    const slotValue = slotProps[name];
    const childValue = childProps[name];
    if (/^on[A-Z]/.test(name)) {
      if (typeof slotValue === "function" && typeof childValue === "function") {
        merged[name] = (...args: unknown[]) => {
          const result = childValue(...args);
          slotValue(...args);
          return result;
        };
      } else if (slotValue && !childValue) merged[name] = slotValue;
    } else if (name === "style") {
      merged[name] = { ...(slotValue as object), ...(childValue as object) };
    } else if (name === "className") {
      merged[name] = [slotValue, childValue].filter(Boolean).join(" ");
    }
  }
  return merged;
}

/**
 * Renders its one child element with the slot's props merged in (the `asChild` pattern: a link
 * with a button's look). The shell's buttons use it instead of Radix's Slot, which with its
 * helpers cost every page about 2 KB gzip (decision 036); Radix's overlays keep their own.
 */
export function Slot({
  children,
  ref,
  ...slotProps
}: HTMLAttributes<HTMLElement> & { children?: ReactNode; ref?: Ref<HTMLElement> }) {
  if (!isValidElement(children)) return Children.count(children) > 1 ? Children.only(null) : null;
  const child = children as ReactElement<AnyProps & { ref?: Ref<HTMLElement> }>;
  const props = mergeProps(slotProps, child.props);
  const childRef = child.props.ref;
  props.ref = ref && childRef ? composeRefs(ref, childRef) : (ref ?? childRef);
  return cloneElement(child, props);
}
