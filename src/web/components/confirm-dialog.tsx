import type { ReactNode } from "react";
import { Button } from "./ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "./ui/dialog";

/**
 * A confirmation for an action that cannot be undone (delete a project, delete the account), or
 * that costs money or access (upgrade, cancel a subscription: `confirmVariant`, `cancelLabel`).
 * Loaded on first use, like every overlay. Focus is trapped inside and Escape cancels (Radix).
 */
export default function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pendingLabel,
  pending,
  confirmDisabled,
  confirmVariant = "destructive",
  cancelLabel = "Cancel",
  onConfirm,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  confirmDisabled?: boolean;
  confirmVariant?: "destructive" | "primary";
  cancelLabel?: string;
  onConfirm: () => void;
  children?: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <DialogContent>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!pending && !confirmDisabled) onConfirm();
          }}
        >
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
          {children ? <div className="mt-4">{children}</div> : null}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={pending}>
                {cancelLabel}
              </Button>
            </DialogClose>
            <Button type="submit" variant={confirmVariant} disabled={pending || confirmDisabled}>
              {pending ? pendingLabel : confirmLabel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
