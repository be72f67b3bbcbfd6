import { Menu } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Link, useLocation } from "react-router";
import { cn } from "../../lib/cn";
import { LoadErrorBoundary } from "../load-error-boundary";
import { Button } from "../ui/button";
import { AccountActions } from "./account-actions";
import { Logo } from "./logo";
import { ModulesMenu } from "./modules-menu";
import { navLinkActive, navLinkBase, navLinkIdle } from "./nav-styles";

const loadMobileMenu = () => import("./mobile-menu");
const MobileMenu = lazy(loadMobileMenu);

/** The sticky navigation bar of spec §2. */
export function Navbar() {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);
  const onBlog = pathname === "/blog" || pathname.startsWith("/blog/");
  const onPricing = pathname === "/pricing";
  return (
    <header
      className="sticky top-0 z-40 border-b border-border bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75"
      data-location="navbar"
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          <ModulesMenu />
          <Link
            to="/blog"
            aria-current={onBlog ? "page" : undefined}
            className={cn(navLinkBase, onBlog ? navLinkActive : navLinkIdle)}
          >
            Blog
          </Link>
          <Link
            to="/pricing"
            aria-current={onPricing ? "page" : undefined}
            className={cn(navLinkBase, onPricing ? navLinkActive : navLinkIdle)}
          >
            Pricing
          </Link>
        </nav>
        <div className="hidden items-center gap-2 md:flex">
          <AccountActions />
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-label="Open menu"
          aria-expanded={menuOpen}
          onPointerEnter={() => void loadMobileMenu()}
          onClick={() => {
            setMenuWanted(true);
            setMenuOpen(true);
          }}
        >
          <Menu className="size-6" aria-hidden="true" />
        </Button>
        {menuWanted ? (
          <LoadErrorBoundary title="The menu could not be loaded">
            <Suspense fallback={null}>
              <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} />
            </Suspense>
          </LoadErrorBoundary>
        ) : null}
      </div>
    </header>
  );
}
