import { FileCode2 } from "lucide-react";
import { Link } from "react-router";
import { ROUTES, ROUTES_UPDATED, type RouteMeta, type SitemapGroup } from "../../modules/routes";
import { formatLongDate } from "../../shared/dates";

/** The groups of spec §2 "Sitemap page", in its order, each with a line saying what it holds. */
const GROUP_INTROS: Record<SitemapGroup, string> = {
  "Core Platform": "The home page, pricing and the nine modules' service pages.",
  Tools: "Free tools that work without an account.",
  "Blog & Content": "The blog and its guides for founders.",
  Company: "Who we are, how we work, press and partners.",
  "Support & Legal": "Help, contact, the legal pages and live system status.",
};

export interface SitemapSection {
  group: SitemapGroup;
  routes: RouteMeta[];
}

/** The route registry grouped for this page: the same list the router and sitemap.xml read. */
export function sitemapSections(routes: readonly RouteMeta[] = ROUTES): SitemapSection[] {
  return (Object.keys(GROUP_INTROS) as SitemapGroup[]).map((group) => ({
    group,
    routes: routes.filter((route) => route.sitemapGroup === group),
  }));
}

function linkLabel(route: RouteMeta): string {
  return route.path === "/" ? "Home" : route.title;
}

const groupId = (group: SitemapGroup) =>
  `group-${group.toLowerCase().replace(/[^a-z]+/g, "-")}-title`;

/** /sitemap (spec §2, §9): every public page by group, with counts, a date and sitemap.xml. */
export default function SitemapPage() {
  const sections = sitemapSections();
  const total = sections.reduce((sum, section) => sum + section.routes.length, 0);
  const services = ROUTES.filter((r) => r.path.startsWith("/services/")).length;
  const articles = ROUTES.filter((r) => r.path.startsWith("/blog/")).length;
  const tools = ROUTES.filter((r) => r.path.startsWith("/tools/")).length;
  const stats = [
    { value: total, label: "pages in total", id: "total" },
    { value: services, label: "service pages", id: "services" },
    { value: tools, label: "free tools", id: "tools" },
    { value: articles, label: "blog articles", id: "articles" },
  ];
  return (
    <>
      <section
        aria-labelledby="sitemap-title"
        data-location="sitemap-hero"
        className="border-b border-border bg-linear-to-b from-primary-soft to-background"
      >
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-16">
          <p className="text-sm font-semibold uppercase tracking-widest text-primary">Sitemap</p>
          <h1 id="sitemap-title" className="mt-3 text-4xl font-bold sm:text-5xl">
            Every page of Ninefold
          </h1>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-slate-600">
            {total} pages in {sections.length} groups, from the nine modules to the legal pages.
            Crawlers can read the same list as XML.
          </p>
          <dl className="mt-8 grid max-w-3xl grid-cols-2 gap-4 sm:grid-cols-4">
            {stats.map((stat) => (
              <div
                key={stat.id}
                data-stat={stat.id}
                className="flex flex-col-reverse border-l-2 border-primary pl-3"
              >
                <dt className="text-sm text-slate-600">{stat.label}</dt>
                <dd className="text-3xl font-bold tabular-nums">{stat.value}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-8 flex flex-col gap-3 text-sm text-slate-600 sm:flex-row sm:items-center sm:gap-6">
            <p>
              Last updated <time dateTime={ROUTES_UPDATED}>{formatLongDate(ROUTES_UPDATED)}</time>
            </p>
            <a
              href="/sitemap.xml"
              className="inline-flex items-center gap-1.5 rounded-sm font-semibold text-primary hover:underline"
            >
              <FileCode2 className="size-4" aria-hidden="true" />
              XML sitemap (sitemap.xml)
            </a>
          </div>
        </div>
      </section>

      <section
        aria-label="Pages by group"
        data-location="sitemap-groups"
        className="py-14 sm:py-16"
      >
        <div className="mx-auto grid max-w-7xl items-start gap-6 px-4 sm:px-6 md:grid-cols-2 lg:grid-cols-3">
          {sections.map(({ group, routes }) => (
            <section
              key={group}
              aria-labelledby={groupId(group)}
              data-sitemap-group={group}
              className="rounded-card border border-border bg-background p-6"
            >
              <div className="flex items-baseline justify-between gap-3">
                <h2 id={groupId(group)} className="text-xl font-bold">
                  {group}
                </h2>
                <span className="shrink-0 rounded-full bg-primary-soft px-2.5 py-0.5 text-xs font-semibold text-primary">
                  <span data-count>{routes.length}</span> {routes.length === 1 ? "page" : "pages"}
                </span>
              </div>
              <p className="mt-2 text-sm text-slate-600">{GROUP_INTROS[group]}</p>
              <ul className="mt-4 space-y-2.5">
                {routes.map((route) => (
                  <li key={route.path}>
                    <Link
                      to={route.path}
                      className="group block rounded-sm leading-snug hover:text-primary"
                    >
                      <span className="font-medium group-hover:underline">{linkLabel(route)}</span>
                      <span className="block font-mono text-xs text-slate-500">{route.path}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </section>
    </>
  );
}
