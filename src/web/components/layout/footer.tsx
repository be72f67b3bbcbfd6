import { Link } from "react-router";
import { BRAND } from "../../../shared/brand";
import { useModules } from "../../lib/modules";
import { Logo } from "./logo";

const COMPANY_LINKS = [
  { label: "About Us", to: "/about-us" },
  { label: "Careers", to: "/careers" },
  { label: "Blog", to: "/blog" },
  { label: "Press", to: "/press" },
  { label: "Partners", to: "/partners" },
];

const SUPPORT_LINKS = [
  { label: "Help Center", to: "/help-center" },
  { label: "Contact Us", to: "/contact-us" },
  { label: "Privacy Policy", to: "/privacy-policy" },
  { label: "Terms of Service", to: "/terms-of-service" },
  { label: "Status", to: "/status" },
  { label: "Sitemap", to: "/sitemap" },
];

function LinkColumn({ title, links }: { title: string; links: { label: string; to: string }[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-foreground">{title}</h2>
      <ul className="mt-4 space-y-3">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="text-sm text-muted-foreground hover:text-primary">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The footer of spec §2; the copyright year is the current year (GUIDE §2). */
export function Footer() {
  const year = new Date().getFullYear();
  const modules = useModules();
  return (
    <footer className="border-t border-border bg-muted" data-location="footer">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <Logo />
          <p className="mt-4 max-w-sm text-sm text-muted-foreground">{BRAND.tagline}</p>
        </div>
        <LinkColumn
          title="Modules"
          // The product's links: the nine modules, then what they cost (issue 15).
          links={[
            ...modules.map((m) => ({ label: m.name, to: `/services/${m.serviceSlug}` })),
            { label: "Pricing", to: "/pricing" },
          ]}
        />
        <LinkColumn title="Company" links={COMPANY_LINKS} />
        <LinkColumn title="Support" links={SUPPORT_LINKS} />
      </div>
      <div className="border-t border-border">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-muted-foreground sm:px-6">
          © <span suppressHydrationWarning>{year}</span> {BRAND.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
