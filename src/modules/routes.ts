import { BRAND } from "../shared/brand";
import { MODULE_REGISTRY, TOOL_MODULES } from "./registry";
import { matchingRoutePath } from "./route-paths";

export { matchesRoutePath, normalisePath } from "./route-paths";

/**
 * The route registry: every page path of spec §2 with its head tags and how it is rendered; the
 * modules' service and tool pages come from the module registry.
 * The router, the prerenderer, the server's page table and the sitemaps all read this list, so
 * they cannot drift apart. A path is served only once src/web has a page for it.
 */

export type SitemapGroup =
  | "Core Platform"
  | "Tools"
  | "Blog & Content"
  | "Company"
  | "Support & Legal";

export interface RouteMeta {
  path: string;
  /** The page's own title; the document title appends the brand. */
  title: string;
  description: string;
  keywords: string[];
  /** prerender: static HTML at build time; client: the shell, rendered in the browser. */
  render: "prerender" | "client";
  sitemapGroup?: SitemapGroup;
  /** Pages a search engine should not index (the signed-in workspace). */
  noindex?: boolean;
}

const serviceRoutes: RouteMeta[] = MODULE_REGISTRY.map((module) => ({
  path: `/services/${module.serviceSlug}`,
  title: module.name,
  description: `${module.name} with ${BRAND.name}: ${module.summary}`,
  keywords: [module.name.toLowerCase(), "startup strategy", "founders", BRAND.slug],
  render: "prerender",
  sitemapGroup: "Core Platform",
}));

/**
 * Each tool's page, from its module (define-module.ts): the free tools are in the sitemap's Tools
 * group; a signed-in tool is rendered for founders only and never indexed.
 */
const toolHeads = await Promise.all(TOOL_MODULES.map(({ tool }) => tool.route.head()));
const toolRoutes: RouteMeta[] = TOOL_MODULES.map(({ tool }, index) => ({
  path: tool.path,
  title: tool.route.title,
  ...(toolHeads[index]?.default ?? { description: "", keywords: [] }),
  render: "client",
  ...(tool.access === "free" ? { sitemapGroup: "Tools" as const } : { noindex: true }),
}));

export const ROUTES: RouteMeta[] = [
  {
    path: "/",
    title: "AI-assisted startup strategy from idea to scale",
    description:
      "Ninefold guides founders from idea to launch and scale through nine AI-assisted strategy modules, with every number sourced. Start with three free tools.",
    keywords: [
      "startup strategy",
      "AI business plan",
      "market analysis",
      "startup ideas",
      "founders",
    ],
    render: "prerender",
    sitemapGroup: "Core Platform",
  },
  ...serviceRoutes,
  {
    path: "/pricing",
    title: "Pricing: plans and terms",
    description:
      "Ninefold's plans: a 7-day free trial of all nine modules, then $69 a month or $490 a year. Cancel any time; your work stays yours.",
    keywords: ["ninefold pricing", "startup planning software price", "free trial", "annual plan"],
    render: "prerender",
    // Issue 15 adds it to the spec's ten Core Platform pages (home and the nine services).
    sitemapGroup: "Core Platform",
  },
  {
    path: "/services",
    title: "All nine modules",
    description:
      "The nine Ninefold modules in three phases: foundation and discovery, strategic planning, and preparation, launch and scale.",
    keywords: ["startup modules", "startup services", "strategy framework", "founders"],
    render: "prerender",
  },
  ...toolRoutes,
  {
    path: "/blog",
    title: "Blog",
    description:
      "Practical guides for founders on strategy, market analysis, customer discovery and building a startup that lasts.",
    keywords: ["startup blog", "founder guides", "startup strategy", "market analysis guide"],
    render: "prerender",
    sitemapGroup: "Blog & Content",
  },
  // The articles' head tags are their front matter (content/blog/*.md; blog-routes.test.ts keeps
  // them equal). A title too long for the 70-character document title keeps its headline: the
  // part before the colon, or after it when that part is the brand.
  ...[
    {
      slug: "ninefold-ai-powered-strategy",
      title: "AI-Assisted Strategy from Idea to Launch and Scale",
      description:
        "How Ninefold's nine AI-assisted strategy modules take a founder from idea to launch and scale, and why every figure is tagged with where it came from.",
      keywords: [
        "Ninefold",
        "AI startup strategy",
        "startup planning tool",
        "business plan software",
        "startup modules",
        "idea to launch",
      ],
    },
    {
      slug: "startup-success-framework",
      title: "The Startup Success Framework",
      description:
        "Why startups fail, according to post-mortem and survival data, and a practical four-phase framework to validate, plan, launch and scale in the right order.",
      keywords: [
        "why startups fail",
        "startup success framework",
        "startup failure reasons",
        "product-market fit",
        "startup validation",
        "startup phases",
      ],
    },
    {
      slug: "strategy-business-foundation",
      title: "Strategy as the Foundation of Your Business",
      description:
        "What business strategy really means for an early-stage startup, how to write a one-page strategy, and how to use it to make faster, better decisions.",
      keywords: [
        "business strategy",
        "startup strategy",
        "strategic planning",
        "competitive advantage",
        "positioning",
        "one-page strategy",
      ],
    },
    {
      slug: "market-industry-analysis-guide",
      title: "The Founder's Guide to Market and Industry Analysis",
      description:
        "Size your market with TAM, SAM and SOM top-down and bottom-up, map competitors, read industry trends and understand customer behaviour, with a worked example.",
      keywords: [
        "market analysis",
        "industry analysis",
        "TAM SAM SOM",
        "market sizing",
        "top-down vs bottom-up",
        "competitor analysis",
        "market trends",
        "customer behavior",
      ],
    },
  ].map(
    ({ slug, ...meta }): RouteMeta => ({
      path: `/blog/${slug}`,
      ...meta,
      render: "prerender",
      sitemapGroup: "Blog & Content",
    }),
  ),
  {
    path: "/about-us",
    title: "About us",
    description:
      "Why Ninefold exists: strategy help that is accessible, specific and honest about where its numbers come from.",
    keywords: ["about ninefold", "startup strategy platform", "mission"],
    render: "prerender",
    sitemapGroup: "Company",
  },
  {
    path: "/careers",
    title: "Careers",
    description: "How we work at Ninefold, what we offer, and how to tell us you'd like to join.",
    keywords: ["ninefold careers", "startup jobs", "remote work"],
    render: "prerender",
    sitemapGroup: "Company",
  },
  {
    path: "/press",
    title: "Press",
    description: "Ninefold press releases, media kit and media contact.",
    keywords: ["ninefold press", "media kit", "press releases"],
    render: "prerender",
    sitemapGroup: "Company",
  },
  {
    path: "/partners",
    title: "Partners",
    description:
      "Partner with Ninefold: technology integrations, strategic alliances and channel partnerships for accelerators and advisors.",
    keywords: ["ninefold partners", "accelerator partnership", "channel partners"],
    render: "prerender",
    sitemapGroup: "Company",
  },
  {
    path: "/help-center",
    title: "Help center",
    description:
      "Answers about Ninefold's modules, free tools, trial, plans, exports and data, and how to reach support.",
    keywords: ["ninefold help", "faq", "support", "billing questions"],
    render: "prerender",
    sitemapGroup: "Support & Legal",
  },
  {
    path: "/contact-us",
    title: "Contact us",
    description:
      "Email, live chat or the help center: reach the Ninefold team, with the response times you can expect.",
    keywords: ["contact ninefold", "support", "live chat"],
    render: "prerender",
    sitemapGroup: "Support & Legal",
  },
  {
    path: "/privacy-policy",
    title: "Privacy policy",
    description: "What Ninefold collects, why, how long it keeps it and the rights you have.",
    keywords: ["privacy policy", "data protection", "ninefold"],
    render: "prerender",
    sitemapGroup: "Support & Legal",
  },
  {
    path: "/terms-of-service",
    title: "Terms of service",
    description: "The terms for using Ninefold: trial, plans, billing, cancellation and your data.",
    keywords: ["terms of service", "subscription terms", "ninefold"],
    render: "prerender",
    sitemapGroup: "Support & Legal",
  },
  {
    path: "/status",
    title: "System status",
    description: "Live status of Ninefold's web application, AI engine, modules, database and API.",
    keywords: ["ninefold status", "uptime", "system status"],
    render: "prerender",
    sitemapGroup: "Support & Legal",
  },
  {
    path: "/sitemap",
    title: "Sitemap",
    description:
      "Every page of Ninefold, grouped: platform, tools, blog, company, support and legal.",
    keywords: ["sitemap", "ninefold pages"],
    render: "prerender",
  },
  {
    path: "/dashboard",
    title: "Dashboard",
    description: "Your Ninefold workspace: projects, modules and recent work.",
    keywords: ["ninefold dashboard", "workspace"],
    render: "client",
    noindex: true,
  },
  // The signed-in pages (issue 6): rendered in the browser, never indexed, not in any sitemap.
  {
    path: "/dashboard/projects/:id",
    title: "Project",
    description: "One project in your Ninefold workspace: the full result, exports and settings.",
    keywords: ["ninefold project", "workspace"],
    render: "client",
    noindex: true,
  },
  {
    path: "/dashboard/settings",
    title: "Account settings",
    description:
      "Your Ninefold account: billing and invoices, name, password, signed-in sessions, your data and deletion.",
    keywords: ["ninefold account", "settings"],
    render: "client",
    noindex: true,
  },
  // Served by the server at GET /api/login (spec §6: a full page navigation), rendered by the SPA.
  {
    path: "/api/login",
    title: "Sign in or create your account",
    description:
      "Sign in to Ninefold, or create an account to start your 7-day free trial of all nine modules.",
    keywords: ["ninefold login", "sign in", "sign up"],
    render: "client",
    noindex: true,
  },
  // Served by the server at GET /api/logout when signed in: one button that posts the logout.
  {
    path: "/api/logout",
    title: "Log out",
    description:
      "Log out of Ninefold on this browser. Your workspace and results stay saved for your next sign-in.",
    keywords: ["ninefold logout", "log out"],
    render: "client",
    noindex: true,
  },
];

/**
 * When the list of pages above last changed (ISO date): the /sitemap page's "last updated" line.
 * A content date kept with the routes, not the build date: the prerendered HTML and the browser
 * render the same text, and a rebuild alone does not claim the pages changed. Update it with ROUTES.
 */
export const ROUTES_UPDATED = "2026-11-27";

/** The not-found page's head (spec §2: title 'Page Not Found'). */
export const NOT_FOUND_META: RouteMeta = {
  path: "/404",
  title: "Page Not Found",
  description: "This page does not exist on Ninefold.",
  keywords: [],
  render: "prerender",
  noindex: true,
};

/** The registered path a concrete path is served by (itself, or a pattern it matches). */
export function routePathFor(path: string, paths: Iterable<string> = ROUTES.map((r) => r.path)) {
  return matchingRoutePath(path, paths);
}

export function findRoute(path: string): RouteMeta | undefined {
  const registered = routePathFor(path);
  return registered === undefined ? undefined : ROUTES.find((route) => route.path === registered);
}

/** The document title of a route: the page title and the brand, or the bare 404 title. */
export function documentTitle(meta: RouteMeta): string {
  return meta === NOT_FOUND_META ? meta.title : `${meta.title} | ${BRAND.name}`;
}
