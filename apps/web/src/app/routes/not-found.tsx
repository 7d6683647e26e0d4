import { Link } from "wouter";
import { buttonClass } from "../../components/ui/button.tsx";

export default function NotFoundRoute() {
  return (
    <div className="mx-auto max-w-lg px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">Page not found</h1>
      <p className="mt-3 text-slate-600">
        There is no page at this address. It may have moved, or the link may
        have a typo.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link href="/" className={buttonClass("primary")}>
          Go home
        </Link>
        <Link href="/sip" className={buttonClass("secondary")}>
          Open the SIP calculator
        </Link>
      </div>
    </div>
  );
}
