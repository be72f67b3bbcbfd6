import { useNavigate } from "react-router";
import { apiRequest } from "../../../web/lib/api";
import { toast } from "../../../web/lib/toast-store";
import { useAuth } from "../../../web/lib/use-auth";
import { useVentureRefresh } from "../../../web/lib/workspace/use-venture";
import type { Idea } from "../schema";
import { browserStorage, MARKET_ANALYSIS_PATH, saveSelectedIdea, toSavedIdea } from "./saved-idea";

/** A venture's name from its idea's title (the API allows 120 characters). */
const VENTURE_NAME_MAX = 120;

/**
 * 'Develop This Idea Further' (GUIDE §2, issue 12). Always: the idea is kept under
 * `selectedStartupIdea` and the market analysis tool opens. Signed in: the idea becomes a
 * venture's chosen idea (the venture this page runs in, or a new one holding the ideas' project)
 * and the market analysis opens inside it, so every later module reads it from the server.
 */
export function useDevelopIdea(options: { ventureId?: string; ideasProjectId?: string }) {
  const navigate = useNavigate();
  const { isAuthenticated } = useAuth();
  const refreshVentures = useVentureRefresh();

  return async (idea: Idea) => {
    if (!saveSelectedIdea(browserStorage(), idea)) {
      toast({
        variant: "destructive",
        title: "Idea not saved",
        description:
          "Your browser blocked local storage, so the market analysis tool will open without this idea filled in.",
      });
    }
    if (!isAuthenticated) {
      navigate(MARKET_ANALYSIS_PATH);
      return;
    }
    const chosen = toSavedIdea(idea);
    try {
      let ventureId = options.ventureId;
      if (ventureId) {
        await apiRequest("PATCH", `/api/ventures/${encodeURIComponent(ventureId)}`, {
          idea: chosen,
        });
      } else {
        const response = await apiRequest("POST", "/api/ventures", {
          name: chosen.title.slice(0, VENTURE_NAME_MAX),
          idea: chosen,
          projectIds: options.ideasProjectId ? [options.ideasProjectId] : [],
        });
        ventureId = ((await response.json()) as { id: string }).id;
      }
      refreshVentures();
      navigate(`${MARKET_ANALYSIS_PATH}?venture=${encodeURIComponent(ventureId)}`);
    } catch {
      toast({
        variant: "destructive",
        title: "Venture not started",
        description:
          "We couldn't keep this idea in your workspace just now. The market analysis opens with it filled in; try again from your dashboard.",
      });
      navigate(MARKET_ANALYSIS_PATH);
    }
  };
}
