import { Link } from "react-router";
import type { Cta } from "../../../shared/service-content";
import { Button, type ButtonProps } from "../../components/ui/button";

/**
 * A call to action from a module's content.ts. Server routes (/api/login and the rest of /api)
 * and anything off the site are full page navigations, so they are plain links; every other site
 * path (pages and the redirect paths such as /strategic-planning) goes through the router.
 */
export function isFullPageHref(href: string): boolean {
  return href.startsWith("/api/") || href.startsWith("#") || /^[a-z][a-z0-9+.-]*:/i.test(href);
}

export function CtaButton({
  cta,
  variant,
  size = "lg",
  className,
}: {
  cta: Cta;
  variant?: ButtonProps["variant"];
  size?: ButtonProps["size"];
  className?: string;
}) {
  return (
    <Button asChild variant={variant} size={size} className={className}>
      {isFullPageHref(cta.href) ? (
        <a href={cta.href}>{cta.label}</a>
      ) : (
        <Link to={cta.href}>{cta.label}</Link>
      )}
    </Button>
  );
}
