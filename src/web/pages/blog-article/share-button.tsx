import { Share2 } from "lucide-react";
import { useState } from "react";
import { Button } from "../../components/ui/button";
import { toast } from "../../lib/toast-store";

/**
 * Share (GUIDE §2): the Web Share API where the browser has it, else the link copied to the
 * clipboard with a toast saying so. A failure says so too; a share the reader cancels is not one.
 */
export function ShareButton({ title, text }: { title: string; text: string }) {
  const [busy, setBusy] = useState(false);

  const share = async () => {
    if (busy) return;
    const url = window.location.href.split("#")[0] ?? window.location.href;
    setBusy(true);
    try {
      if (typeof navigator.share === "function") {
        try {
          await navigator.share({ title, text, url });
        } catch (error) {
          if (error instanceof DOMException && error.name === "AbortError") return;
          throw error;
        }
        return;
      }
      if (!navigator.clipboard?.writeText) throw new Error("No clipboard access");
      await navigator.clipboard.writeText(url);
      toast({ title: "Link copied", description: "The article's link is on your clipboard." });
    } catch {
      toast({
        variant: "destructive",
        title: "Couldn't share this article",
        description: `Copy the link from the address bar instead: ${url}`,
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button type="button" variant="outline" onClick={share} disabled={busy}>
      <Share2 aria-hidden="true" />
      Share
    </Button>
  );
}
