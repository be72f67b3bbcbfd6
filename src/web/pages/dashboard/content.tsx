import {
  Activity,
  ArrowRight,
  BarChart3,
  Clock,
  FolderOpen,
  Layers,
  Lightbulb,
  LogOut,
  Pencil,
  Rocket,
  Settings,
  Users,
} from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { AuthUser } from "../../../shared/user";
import type { ProjectSummary } from "../../../shared/workspace";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { AccessNotice } from "../../lib/billing/access-notice";
import { useModules } from "../../lib/modules";
import {
  editHref,
  greeting,
  outputPreview,
  planLine,
  projectHref,
  RECENT_WORK_LIMIT,
  recentWork,
  toolDisplayName,
  updatedLine,
  workspaceStats,
} from "../../lib/workspace/projects";
import { useWorkspace } from "../../lib/workspace/workspace-query";
import { AllProjects } from "./all-projects";
import { ImportOffer } from "./import-offer";
import { LoadFailed } from "./load-failed";
import { DashboardSkeleton } from "./skeleton";
import { useVentures, VenturesSection } from "./ventures";

function StatCard({
  label,
  value,
  note,
  icon,
}: {
  label: string;
  value: number;
  note: string;
  icon: ReactNode;
}) {
  return (
    <Card className="flex items-start justify-between gap-4 p-5">
      <div>
        <p className="text-sm font-medium text-slate-600">{label}</p>
        <p className="mt-1 text-3xl font-bold tabular-nums">{value}</p>
        <p className="mt-1 text-xs text-slate-500">{note}</p>
      </div>
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary [&_svg]:size-5">
        {icon}
      </span>
    </Card>
  );
}

const QUICK_START = [
  {
    to: "/startup-idea-generator",
    title: "Startup Idea Generator",
    text: "Ideas scored against your skills, budget and time.",
    icon: <Lightbulb aria-hidden="true" />,
  },
  {
    to: "/market-analysis-tool",
    title: "Market Analysis",
    text: "TAM, SAM and SOM sized two ways, with sources.",
    icon: <BarChart3 aria-hidden="true" />,
  },
  {
    to: "/customer-discovery-tool",
    title: "Customer Discovery",
    text: "Personas, problem validation and interviews to run.",
    icon: <Users aria-hidden="true" />,
  },
  {
    to: "/services",
    title: "All Modules",
    text: "The nine modules, from idea to launch and scale.",
    icon: <Layers aria-hidden="true" />,
  },
];

function QuickStart() {
  return (
    <section
      aria-labelledby="quick-start-title"
      className="mt-12"
      data-location="dashboard-quick-start"
    >
      <h2 id="quick-start-title" className="text-xl font-bold">
        Quick Start
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {QUICK_START.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              className="group flex h-full gap-3 rounded-card border border-border bg-background p-4 transition-colors hover:border-primary/40 hover:bg-primary-soft/40 focus-visible:outline-2 focus-visible:outline-ring"
            >
              <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary [&_svg]:size-4">
                {item.icon}
              </span>
              <span>
                <span className="flex items-center gap-1 font-semibold">
                  {item.title}
                  <ArrowRight
                    className="size-3.5 opacity-0 transition-opacity group-hover:opacity-100"
                    aria-hidden="true"
                  />
                </span>
                <span className="mt-1 block text-sm text-slate-600">{item.text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ProjectCard({ project }: { project: ProjectSummary }) {
  const modules = useModules();
  const edit = editHref(project, modules);
  const titleId = `project-${project.id}-title`;
  return (
    <Card className="flex h-full flex-col p-5" aria-labelledby={titleId} role="article">
      <div className="flex flex-wrap items-center gap-2">
        <Badge>{toolDisplayName(project.toolType, modules)}</Badge>
      </div>
      <h3 id={titleId} className="mt-3 text-lg font-semibold leading-snug break-words">
        {project.title}
      </h3>
      <p className="mt-1 flex items-center gap-1.5 text-xs text-slate-500">
        <Clock className="size-3.5" aria-hidden="true" />
        <time dateTime={project.updatedAt}>{updatedLine(project.updatedAt)}</time>
      </p>
      <p className="mt-3 flex-1 text-sm leading-relaxed text-slate-700 break-words">
        {outputPreview(project.toolType, project.outputData, modules)}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button asChild size="sm">
          <Link to={projectHref(project.id)} aria-label={`View Details: ${project.title}`}>
            View Details
          </Link>
        </Button>
        {edit ? (
          <Button asChild size="sm" variant="outline">
            <Link to={edit} aria-label={`Edit: ${project.title}`}>
              <Pencil aria-hidden="true" />
              Edit
            </Link>
          </Button>
        ) : null}
      </div>
    </Card>
  );
}

function EmptyWork() {
  return (
    <div className="flex flex-col items-center rounded-card border border-dashed border-border bg-muted px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
        <Rocket className="size-6" aria-hidden="true" />
      </span>
      <h3 className="mt-4 text-lg font-semibold">Ready to build your startup?</h3>
      <p className="mt-2 max-w-md text-sm leading-relaxed text-slate-600">
        Everything you generate while signed in is saved here. Start with a few ideas scored against
        your skills, budget and time.
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Button asChild>
          <Link to="/startup-idea-generator">Generate Startup Ideas</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/services">Explore All Tools</Link>
        </Button>
      </div>
    </div>
  );
}

function RecentWork({ query }: { query: ReturnType<typeof useWorkspace> }) {
  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-52" />
        ))}
      </div>
    );
  } else if (query.isError) {
    body = <LoadFailed what="Your projects" onRetry={() => void query.refetch()} />;
  } else if (query.data.recent.length === 0) {
    body = <EmptyWork />;
  } else {
    body = (
      <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {recentWork(query.data.recent).map((project) => (
          <li key={project.id}>
            <ProjectCard project={project} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section
      aria-labelledby="recent-work-title"
      className="mt-12"
      data-location="dashboard-recent-work"
    >
      <h2 id="recent-work-title" className="text-xl font-bold">
        Recent Work
      </h2>
      <div className="mt-4">{body}</div>
    </section>
  );
}

/**
 * The dashboard's content (issue 6, issue 12): the greeting, the plan, three figures, Quick Start
 * and Recent Work; the offer to keep work made before sign-up, the founder's ventures with their
 * progress, and the full, searchable list of projects beyond Recent Work's six. Loaded by the
 * page (index.tsx) once the founder is known, beside the workspace's requests (decision 036).
 */
export default function DashboardContent({ user }: { user: AuthUser }) {
  const workspace = useWorkspace(true, RECENT_WORK_LIMIT);
  const ventures = useVentures(true);
  if (workspace.isPending) return <DashboardSkeleton />;

  const projects = workspace.data?.projects ?? [];
  const stats = workspaceStats(projects, Date.now());
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6" data-location="dashboard">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold break-words">
            {greeting(user, projects.length, Date.now())}
          </h1>
          <p className="mt-2 text-slate-600">
            Your workspace: your ventures and every result you generate, saved.
          </p>
          <p className="mt-3">
            <Badge variant={user.plan === "trial_expired" ? "high" : "success"}>
              {planLine(user)}
            </Badge>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to="/dashboard/settings">
              <Settings aria-hidden="true" />
              Settings
            </Link>
          </Button>
          {/* A form post: logging out changes state, so never a GET (decision 028). */}
          <form method="post" action="/api/logout">
            <Button type="submit" variant="outline">
              <LogOut aria-hidden="true" />
              Logout
            </Button>
          </form>
        </div>
      </header>

      <AccessNotice className="mt-6" />
      <ImportOffer />

      <section aria-label="Your figures" className="mt-8 grid gap-4 sm:grid-cols-3">
        <StatCard
          label="Total Projects"
          value={stats.totalProjects}
          note="Saved in your workspace"
          icon={<FolderOpen aria-hidden="true" />}
        />
        <StatCard
          label="Tools Used"
          value={stats.toolsUsed}
          note="Different modules you've run"
          icon={<Layers aria-hidden="true" />}
        />
        <StatCard
          label="Recent Activity"
          value={stats.recentActivity}
          note="Projects updated in the last 7 days"
          icon={<Activity aria-hidden="true" />}
        />
      </section>

      <VenturesSection query={ventures} />
      <QuickStart />
      <RecentWork query={workspace} />
      <AllProjects projects={projects} />
    </div>
  );
}
