import { Link } from "wouter";

export function Logo() {
  return (
    <Link
      href="/"
      className="flex shrink-0 items-center gap-2 rounded-md text-xl font-bold tracking-tight text-brand-800"
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path
          fill="#fff"
          d="M11 8h3.2v6.6L19.9 8h3.9l-6.1 7 6.4 9h-3.9l-4.6-6.6-1.4 1.6V24H11z"
        />
      </svg>
      Kosh
    </Link>
  );
}
