import { CircleAlert, Lock } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import type { AuthUser } from "../../shared/user";
import { accessBannerText } from "../lib/billing/billing-text";
import { cn } from "../lib/cn";
import { Button } from "./ui/button";

export const BILLING_SETTINGS_HREF = "/dashboard/settings#billing";

/**
 * The signed-in workspace's banner (issue 15): a read-only founder (trial or plan ended) learns
 * their work is safe and how to keep building; a founder whose payment failed, how to keep access.
 * On a planning module's page (`context="plan"`) it also says why its buttons are off. Loaded only
 * for those founders (lib/billing/access-notice.tsx).
 */
export default function AccessBanner({
  user,
  context,
}: {
  user: Pick<AuthUser, "access" | "pastDue" | "plan">;
  context?: "plan";
}) {
  const id = useId();
  const banner = accessBannerText(user);
  if (!banner) return null;
  const readOnly = banner.kind === "read_only";
  const Icon = readOnly ? Lock : CircleAlert;
  return (
    <section
      aria-labelledby={id}
      data-location="access-banner"
      data-access={banner.kind}
      className={cn(
        "rounded-card border px-4 py-4 sm:px-5",
        readOnly ? "border-indigo-200 bg-primary-soft" : "border-amber-300 bg-amber-50",
      )}
    >
      <div className="flex gap-3">
        <Icon
          className={cn("mt-0.5 size-5 shrink-0", readOnly ? "text-primary" : "text-amber-700")}
          aria-hidden="true"
        />
        <div className="min-w-0 flex-1">
          <h2 id={id} className="font-semibold text-slate-900">
            {banner.title}
          </h2>
          <p className="mt-1 text-sm text-slate-700">{banner.text}</p>
          {readOnly && context === "plan" ? (
            <p className="mt-1 text-sm text-slate-700">
              That's why Generate, Regenerate, Edit and Save are off on this page, and PDF, Word and
              Excel exports wait for a plan. Markdown export still works.
            </p>
          ) : null}
          <div className="mt-3 flex flex-wrap gap-2">
            {readOnly ? (
              <>
                <Button asChild size="sm">
                  <Link to="/pricing">See plans</Link>
                </Button>
                <Button asChild size="sm" variant="outline">
                  <Link to={BILLING_SETTINGS_HREF}>Billing</Link>
                </Button>
              </>
            ) : (
              <Button asChild size="sm">
                <Link to={BILLING_SETTINGS_HREF}>Update card</Link>
              </Button>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
