import { useRef } from "react";
import type { SavedResultProps } from "../../define-module";
import { customerDiscoveryResultSchema } from "../schema";
import { DiscoveryResults } from "./results";

/** A saved customer discovery on its project page (the project page draws its own exports). */
export default function SavedCustomerDiscovery({ output, input, fallback }: SavedResultProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const parsed = customerDiscoveryResultSchema.safeParse(output);
  if (!parsed.success) return fallback;
  return (
    <DiscoveryResults
      result={parsed.data}
      busy={false}
      businessIdea={typeof input?.businessIdea === "string" ? input.businessIdea : undefined}
      exports={null}
      headingRef={headingRef}
    />
  );
}
