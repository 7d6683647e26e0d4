import { Link } from "wouter";

// The seven calculator routes (docs/product.md#screens-and-routes), each with what it answers.
const CALCULATORS = [
  {
    href: "/home-loan",
    title: "Home Loan EMI",
    body: "Monthly instalment, total interest and total payment.",
  },
  {
    href: "/home-loan-amortization",
    title: "Home Loan Prepayment",
    body: "Interest and time saved by extra payments, with the schedule.",
  },
  {
    href: "/sip",
    title: "SIP",
    body: "What a monthly investment could grow to at an expected return.",
  },
  {
    href: "/fd",
    title: "Fixed Deposit",
    body: "Maturity amount of a deposit compounded quarterly.",
  },
  {
    href: "/rd",
    title: "Recurring Deposit",
    body: "Maturity amount of monthly deposits.",
  },
  {
    href: "/simple-interest",
    title: "Simple Interest",
    body: "Interest on a principal without compounding.",
  },
  {
    href: "/compound-interest",
    title: "Compound Interest",
    body: "Interest that earns interest, compounded yearly.",
  },
] as const;

export function CalculatorsGrid() {
  return (
    <section
      id="calculators"
      aria-labelledby="calculators-heading"
      className="mx-auto max-w-5xl scroll-mt-20 px-4 py-12"
    >
      <h2
        id="calculators-heading"
        className="text-2xl font-bold text-slate-900"
      >
        Calculators
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {CALCULATORS.map((calculator) => (
          <li key={calculator.href}>
            <Link
              href={calculator.href}
              className="block h-full rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-colors hover:border-brand-600 hover:bg-brand-50"
            >
              <span className="font-semibold text-brand-800">
                {calculator.title}
              </span>
              <span className="mt-1 block text-sm text-slate-700">
                {calculator.body}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
