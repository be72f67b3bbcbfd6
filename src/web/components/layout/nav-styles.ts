/** A navigation link: its shape, then one of its two colourings. */
export const navLinkBase = "rounded-md px-3 py-2 text-sm font-medium transition-colors";
export const navLinkIdle = "text-muted-foreground hover:text-foreground";
export const navLinkActive = "bg-primary-soft text-primary";
export const navLinkClass = `${navLinkBase} ${navLinkIdle}`;
