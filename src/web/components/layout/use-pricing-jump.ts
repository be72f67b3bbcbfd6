import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";

export const PRICING_SCROLL_DELAY_MS = 100;

function scrollToPricing(): void {
  document.getElementById("pricing")?.scrollIntoView({ behavior: "smooth", block: "start" });
}

/**
 * Spec §2: Pricing jumps to the pricing section on the home page; from another page it goes to
 * /#pricing and scrolls after 100 ms.
 */
export function usePricingJump(): () => void {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return useCallback(() => {
    if (pathname === "/") {
      scrollToPricing();
      return;
    }
    navigate("/#pricing");
    setTimeout(scrollToPricing, PRICING_SCROLL_DELAY_MS);
  }, [pathname, navigate]);
}
