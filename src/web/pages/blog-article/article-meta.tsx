import { CalendarDays, Clock, UserRound } from "lucide-react";
import type { BlogFrontMatter } from "../../../shared/content";
import { formatLongDate as formatArticleDate } from "../../../shared/dates";
import { cn } from "../../lib/cn";

/** An article's byline: author, date and read time. */
export function ArticleMeta({
  article,
  className,
}: {
  article: Pick<BlogFrontMatter, "author" | "date" | "readTime">;
  className?: string;
}) {
  return (
    <ul className={cn("flex flex-wrap items-center gap-x-4 gap-y-1 text-sm", className)}>
      <li className="inline-flex items-center gap-1.5">
        <UserRound className="size-4" aria-hidden="true" />
        <span className="sr-only">Author: </span>
        {article.author}
      </li>
      <li className="inline-flex items-center gap-1.5">
        <CalendarDays className="size-4" aria-hidden="true" />
        <span className="sr-only">Published </span>
        <time dateTime={article.date}>{formatArticleDate(article.date)}</time>
      </li>
      <li className="inline-flex items-center gap-1.5">
        <Clock className="size-4" aria-hidden="true" />
        {article.readTime}
      </li>
    </ul>
  );
}
