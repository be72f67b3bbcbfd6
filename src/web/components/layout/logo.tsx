import { Link } from "react-router";
import { BRAND } from "../../../shared/brand";

export function Logo() {
  return (
    <Link
      to="/"
      className="flex items-center gap-2 rounded-md font-bold text-foreground"
      aria-label={`${BRAND.name} home`}
    >
      <img src="/favicon.svg" alt="" width={28} height={28} className="size-7" />
      <span className="text-lg tracking-tight">{BRAND.name}</span>
    </Link>
  );
}
