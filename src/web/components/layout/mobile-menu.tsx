import { Link } from "react-router";
import { useModules } from "../../lib/modules";
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetTitle } from "../ui/sheet";
import { AccountActions } from "./account-actions";
import { navLinkClass } from "./nav-styles";

/** The mobile slide-in menu (spec §2); loaded the first time someone opens it. */
export default function MobileMenu({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const close = () => onOpenChange(false);
  const modules = useModules();
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent data-location="mobile-menu">
        <SheetTitle className="text-lg font-semibold">Menu</SheetTitle>
        <SheetDescription className="sr-only">Site navigation</SheetDescription>
        <nav aria-label="Mobile" className="mt-6 flex flex-col gap-1">
          <p className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
            Modules
          </p>
          {modules.map((module) => (
            <SheetClose asChild key={module.serviceSlug}>
              <Link to={`/services/${module.serviceSlug}`} className={navLinkClass}>
                {module.name}
              </Link>
            </SheetClose>
          ))}
          <div className="my-3 h-px bg-border" />
          <SheetClose asChild>
            <Link to="/blog" className={navLinkClass}>
              Blog
            </Link>
          </SheetClose>
          <SheetClose asChild>
            <Link to="/pricing" className={navLinkClass}>
              Pricing
            </Link>
          </SheetClose>
          <div className="mt-4 flex flex-col gap-2">
            <AccountActions onNavigate={close} />
          </div>
        </nav>
      </SheetContent>
    </Sheet>
  );
}
