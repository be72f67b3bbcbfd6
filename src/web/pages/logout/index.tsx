import { LogOut } from "lucide-react";
import { BRAND } from "../../../shared/brand";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";

/**
 * GET /api/logout (spec §6's route; served by the server when signed in, rendered here): one
 * button that posts the logout. Visiting the address changes nothing, so a link from another
 * site cannot sign a founder out (docs/decisions/028-account-safety.md).
 */
export default function LogoutPage() {
  return (
    <section
      aria-labelledby="logout-title"
      data-location="logout"
      className="bg-linear-to-b from-primary-soft to-background px-4 py-10 sm:py-16"
    >
      <div className="mx-auto w-full max-w-md">
        <Card className="p-5 sm:p-8">
          <span className="flex size-11 items-center justify-center rounded-full bg-primary-soft text-primary">
            <LogOut className="size-5" aria-hidden="true" />
          </span>
          <h1 id="logout-title" className="mt-4 text-2xl font-bold">
            Log out of {BRAND.name}?
          </h1>
          <p className="mt-2 text-sm text-slate-600">
            You'll be signed out on this browser. Your workspace stays saved for your next sign-in.
          </p>
          <form method="post" action="/api/logout" className="mt-6">
            <Button type="submit" size="lg" className="w-full">
              Log Out
            </Button>
          </form>
        </Card>
      </div>
    </section>
  );
}
