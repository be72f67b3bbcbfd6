import * as z from "zod/mini";

/**
 * Front matter of the Markdown under content/, checked when the site is built
 * (scripts/vite-markdown.ts): a missing or wrong field fails the build, not a page.
 */

export const BLOG_CATEGORIES = ["Strategy", "Product", "Startups"] as const;

const text = z.string().check(z.minLength(1));

export const blogFrontMatterSchema = z.object({
  title: text,
  slug: z.string().check(z.regex(/^[a-z0-9-]+$/)),
  excerpt: text,
  description: z.string().check(z.minLength(1), z.maxLength(160)),
  keywords: z.array(z.string()).check(z.minLength(1)),
  author: text,
  date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  readTime: text,
  category: z.enum(BLOG_CATEGORIES),
  image: z.string().check(z.startsWith("/")),
  imageAlt: text,
});
export type BlogFrontMatter = z.infer<typeof blogFrontMatterSchema>;

export const legalFrontMatterSchema = z.object({
  title: text,
  updated: text,
});
export type LegalFrontMatter = z.infer<typeof legalFrontMatterSchema>;

export const pageFrontMatterSchema = z.object({
  title: text,
  description: z.optional(z.string().check(z.maxLength(200))),
});
export type PageFrontMatter = z.infer<typeof pageFrontMatterSchema>;

/** Which schema a file's front matter must meet, by its folder under content/. */
export const FRONT_MATTER_SCHEMAS: Record<string, z.ZodMiniType> = {
  blog: blogFrontMatterSchema,
  legal: legalFrontMatterSchema,
  company: pageFrontMatterSchema,
  help: pageFrontMatterSchema,
};
