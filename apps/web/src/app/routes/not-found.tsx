import { Link } from "wouter";

export default function NotFoundRoute() {
  return (
    <div className="mx-auto max-w-lg px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">Page not found</h1>
      <p className="mt-3 text-slate-600">
        There is no page at this address. It may have moved, or the link may
        have a typo.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link
          href="/"
          className="rounded-lg bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800"
        >
          Go home
        </Link>
        <Link
          href="/sip"
          className="rounded-lg border border-slate-300 px-4 py-2 font-medium hover:bg-slate-100"
        >
          Open the SIP calculator
        </Link>
      </div>
    </div>
  );
}
