import { z } from "zod";

/**
 * Front matter of the Markdown under content/, checked when the site is built
 * (scripts/vite-markdown.ts): a missing or wrong field fails the build, not a page.
 */

export const BLOG_CATEGORIES = ["Strategy", "Product", "Startups"] as const;

export const blogFrontMatterSchema = z.object({
  title: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9-]+$/),
  excerpt: z.string().min(1),
  description: z.string().min(1).max(160),
  keywords: z.array(z.string()).min(1),
  author: z.string().min(1),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  readTime: z.string().min(1),
  category: z.enum(BLOG_CATEGORIES),
  image: z.string().startsWith("/"),
  imageAlt: z.string().min(1),
});
export type BlogFrontMatter = z.infer<typeof blogFrontMatterSchema>;

export const legalFrontMatterSchema = z.object({
  title: z.string().min(1),
  updated: z.string().min(1),
});
export type LegalFrontMatter = z.infer<typeof legalFrontMatterSchema>;

export const pageFrontMatterSchema = z.object({
  title: z.string().min(1),
  description: z.string().max(200).optional(),
});
export type PageFrontMatter = z.infer<typeof pageFrontMatterSchema>;

/** Which schema a file's front matter must meet, by its folder under content/. */
export const FRONT_MATTER_SCHEMAS: Record<string, z.ZodType> = {
  blog: blogFrontMatterSchema,
  legal: legalFrontMatterSchema,
  company: pageFrontMatterSchema,
  help: pageFrontMatterSchema,
};
