// Markdown under content/ is imported as data (scripts/vite-markdown.ts).
declare module "*.md" {
  const document: import("../shared/markdown").MarkdownDocument;
  export default document;
}
