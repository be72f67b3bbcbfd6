/** The product's name, in one place (GUIDE §2). Everything user-facing reads it from here. */
export const BRAND = {
  name: "Ninefold",
  slug: "ninefold",
  tagline: "From idea to launch and scale, in nine AI-assisted strategy modules.",
  supportEmail: "support@ninefold.app",
  pressEmail: "press@ninefold.app",
} as const;
