// biome-ignore-all lint/suspicious/noArrayIndexKey: tokens are static content, never reordered.
import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";
import {
  inlineText,
  type MdBlock,
  type MdInline,
  type MdListItem,
  slugify,
} from "../../shared/markdown";
import { cn } from "../lib/cn";

/**
 * Renders build-time Markdown tokens (src/shared/markdown.ts) as React elements: text is always
 * text (React escapes it), raw HTML never arrives, and links are kept only when they are site
 * paths, anchors, mailto: or http(s) URLs. Marker comments render through `markers`.
 */

export type MarkerRenderers = Record<string, () => ReactNode>;

/** A safe href, or undefined for anything else (javascript:, data:, protocol-relative…). */
export function safeHref(href: string): string | undefined {
  const trimmed = href.trim();
  if (/^\/(?!\/)/.test(trimmed) || trimmed.startsWith("#")) return trimmed;
  if (/^mailto:[^\s]+$/i.test(trimmed)) return trimmed;
  try {
    const url = new URL(trimmed);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function Inline({ tokens }: { tokens: readonly MdInline[] | undefined }) {
  return (
    <>
      {(tokens ?? []).map((token, index) => {
        const key = index;
        switch (token.type) {
          case "text":
          case "escape":
            return token.tokens ? (
              <Inline key={key} tokens={token.tokens} />
            ) : (
              <Fragment key={key}>{decodeEntities(token.text)}</Fragment>
            );
          case "strong":
            return (
              <strong key={key} className="font-semibold text-foreground">
                <Inline tokens={token.tokens} />
              </strong>
            );
          case "em":
            return (
              <em key={key}>
                <Inline tokens={token.tokens} />
              </em>
            );
          case "del":
            return (
              <del key={key}>
                <Inline tokens={token.tokens} />
              </del>
            );
          case "codespan":
            return (
              <code key={key} className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-[0.9em]">
                {decodeEntities(token.text)}
              </code>
            );
          case "br":
            return <br key={key} />;
          case "link": {
            const href = safeHref(token.href);
            const children = <Inline tokens={token.tokens} />;
            if (!href) return <Fragment key={key}>{children}</Fragment>;
            const className =
              "font-medium text-primary underline underline-offset-2 hover:no-underline";
            if (href.startsWith("/")) {
              return (
                <Link key={key} to={href} className={className}>
                  {children}
                </Link>
              );
            }
            const external = /^https?:/.test(href);
            return (
              <a
                key={key}
                href={href}
                className={className}
                {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
              >
                {children}
              </a>
            );
          }
          case "image": {
            const src = safeHref(token.href);
            return src?.startsWith("/") ? (
              <img key={key} src={src} alt={token.text} loading="lazy" className="rounded-card" />
            ) : null;
          }
          default:
            return null;
        }
      })}
    </>
  );
}

/** marked leaves HTML entities (&amp;, &#39;) in text; React escapes, so decode them once. */
function decodeEntities(text: string): string {
  return text.replace(/&(#\d+|#x[\da-f]+|amp|lt|gt|quot|apos|nbsp);/gi, (entity, code: string) => {
    const named: Record<string, string> = {
      amp: "&",
      lt: "<",
      gt: ">",
      quot: '"',
      apos: "'",
      nbsp: "\u00a0",
    };
    const lower = code.toLowerCase();
    if (lower in named) return named[lower]!;
    const value = lower.startsWith("#x")
      ? Number.parseInt(lower.slice(2), 16)
      : Number(lower.slice(1));
    return Number.isFinite(value) ? String.fromCodePoint(value) : entity;
  });
}

const HEADING_CLASSES: Record<number, string> = {
  1: "mt-10 text-3xl font-bold",
  2: "mt-12 scroll-mt-24 text-2xl font-bold",
  3: "mt-8 scroll-mt-24 text-xl font-semibold",
  4: "mt-6 text-lg font-semibold",
};

function ListItem({ item, markers }: { item: MdListItem; markers: MarkerRenderers }) {
  return (
    <li className="pl-1">
      <Blocks tokens={item.tokens} markers={markers} tight />
    </li>
  );
}

function Blocks({
  tokens,
  markers,
  tight = false,
}: {
  tokens: readonly MdBlock[];
  markers: MarkerRenderers;
  tight?: boolean;
}) {
  return (
    <>
      {tokens.map((token, index) => {
        const key = index;
        switch (token.type) {
          case "heading": {
            const level = Math.min(Math.max(token.depth, 2), 4);
            const Tag = `h${level}` as "h2" | "h3" | "h4";
            return (
              <Tag
                key={key}
                id={slugify(inlineText(token.tokens))}
                className={HEADING_CLASSES[level]}
              >
                <Inline tokens={token.tokens} />
              </Tag>
            );
          }
          case "paragraph":
            return (
              <p key={key} className={tight ? "" : "mt-5 leading-relaxed"}>
                <Inline tokens={token.tokens} />
              </p>
            );
          case "text":
            return (
              <Fragment key={key}>
                {token.tokens ? <Inline tokens={token.tokens} /> : decodeEntities(token.text)}
              </Fragment>
            );
          case "list": {
            const className = cn(
              "mt-4 space-y-2 pl-6",
              token.ordered ? "list-decimal" : "list-disc",
            );
            const items = token.items.map((item, i) => (
              <ListItem key={i} item={item} markers={markers} />
            ));
            return token.ordered ? (
              <ol
                key={key}
                className={className}
                start={typeof token.start === "number" ? token.start : undefined}
              >
                {items}
              </ol>
            ) : (
              <ul key={key} className={className}>
                {items}
              </ul>
            );
          }
          case "blockquote":
            return (
              <blockquote
                key={key}
                className="mt-6 rounded-r-lg border-l-4 border-primary bg-primary-soft/60 px-5 py-3"
              >
                <Blocks tokens={token.tokens} markers={markers} />
              </blockquote>
            );
          case "table":
            return (
              <div key={key} className="mt-6 overflow-x-auto rounded-card border border-border">
                <table className="w-full border-collapse text-left text-sm">
                  <thead className="bg-muted">
                    <tr>
                      {token.header.map((cell, i) => (
                        <th
                          key={i}
                          scope="col"
                          className="px-4 py-3 font-semibold"
                          style={{ textAlign: token.align[i] ?? undefined }}
                        >
                          <Inline tokens={cell.tokens} />
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {token.rows.map((row, r) => (
                      <tr key={r} className="border-t border-border">
                        {row.map((cell, c) => (
                          <td
                            key={c}
                            className="px-4 py-3 align-top"
                            style={{ textAlign: token.align[c] ?? undefined }}
                          >
                            <Inline tokens={cell.tokens} />
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            );
          case "code":
            return (
              <pre
                key={key}
                className="mt-5 overflow-x-auto rounded-card bg-slate-900 p-4 text-sm text-slate-100"
              >
                <code>{token.text}</code>
              </pre>
            );
          case "hr":
            return <hr key={key} className="my-10 border-border" />;
          case "marker": {
            const render = markers[token.name];
            return render ? <div key={key}>{render()}</div> : null;
          }
          default:
            return null;
        }
      })}
    </>
  );
}

const TEXT_SIZE = /(^|\s)text-(xs|sm|base|lg|xl|\dxl)(\s|$)/;

/**
 * A Markdown document's body, styled for long-form reading: slate-700, text-base unless the
 * className sets another size (class names are joined, not merged: src/web/lib/cn.ts).
 */
export function Markdown({
  tokens,
  markers = {},
  className,
}: {
  tokens: readonly MdBlock[];
  markers?: MarkerRenderers;
  className?: string;
}) {
  return (
    <div
      className={cn(
        "text-slate-700 [&>*:first-child]:mt-0",
        !TEXT_SIZE.test(className ?? "") && "text-base",
        className,
      )}
    >
      <Blocks tokens={tokens} markers={markers} />
    </div>
  );
}
