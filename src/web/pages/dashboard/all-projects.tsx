import { ChevronRight, Search } from "lucide-react";
import { useDeferredValue, useId, useState } from "react";
import { Link } from "react-router";
import type { LeanProject } from "../../../shared/workspace";
import { Badge } from "../../components/ui/badge";
import { Input } from "../../components/ui/input";
import { useModules } from "../../lib/modules";
import {
  filterProjects,
  noMatchLine,
  projectHref,
  RECENT_WORK_LIMIT,
  toolDisplayName,
  updatedLine,
} from "../../lib/workspace/projects";

/**
 * All projects (issue 12): below Recent Work once there are more projects than its six cards,
 * every project, newest first, with a search that filters as the founder types (title and tool).
 * It reads the lean listing (no results; issue 25).
 */
export function AllProjects({ projects }: { projects: readonly LeanProject[] }) {
  const searchId = useId();
  const [query, setQuery] = useState("");
  const deferred = useDeferredValue(query);
  const modules = useModules();
  if (projects.length <= RECENT_WORK_LIMIT) return null;

  const sorted = [...projects].sort(
    (a, b) => (Date.parse(b.updatedAt) || 0) - (Date.parse(a.updatedAt) || 0),
  );
  const shown = filterProjects(sorted, deferred, modules);
  const searching = deferred.trim() !== "";
  return (
    <section
      aria-labelledby="all-projects-title"
      className="mt-12"
      data-location="dashboard-all-projects"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="all-projects-title" className="text-xl font-bold">
            All projects
          </h2>
          <p className="mt-1 text-sm text-slate-600" aria-live="polite">
            {searching
              ? `${shown.length} of ${projects.length} projects`
              : `${projects.length} projects, newest first`}
          </p>
        </div>
        <div className="relative w-full sm:w-72">
          <label htmlFor={searchId} className="sr-only">
            Search projects
          </label>
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
            aria-hidden="true"
          />
          <Input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Search by title or tool"
            autoComplete="off"
            className="pl-9"
          />
        </div>
      </div>
      {shown.length === 0 ? (
        <p className="mt-4 rounded-card border border-dashed border-border bg-muted px-5 py-6 text-center text-sm text-slate-600">
          {noMatchLine(deferred)}
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-border overflow-hidden rounded-card border border-border">
          {shown.map((project) => (
            <li key={project.id}>
              <Link
                to={projectHref(project.id)}
                className="group flex items-center gap-3 px-4 py-3 transition-colors hover:bg-primary-soft/40 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
              >
                <span className="min-w-0 flex-1">
                  <span className="block font-medium break-words group-hover:text-primary">
                    {project.title}
                  </span>
                  <span className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-500">
                    <Badge>{toolDisplayName(project.toolType, modules)}</Badge>
                    <time dateTime={project.updatedAt}>{updatedLine(project.updatedAt)}</time>
                  </span>
                </span>
                <ChevronRight className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
