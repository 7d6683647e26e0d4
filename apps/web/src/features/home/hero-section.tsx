import { buttonClass } from "../../components/ui/button.tsx";

export function HeroSection() {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-slate-50">
      <div className="mx-auto max-w-5xl px-4 pt-10 pb-12 sm:pt-16 sm:pb-16">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
          Savings calculators for Indian households
        </p>
        <h1 className="mt-3 max-w-3xl text-3xl leading-tight font-bold text-slate-900 sm:text-5xl">
          Know what your savings will grow to, to the rupee
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-slate-700">
          Work out EMIs, SIPs, FDs and RDs in seconds, ask Kosh Assistant in
          plain words, and, if you have an invitation, keep every deposit you
          hold in one place with a reminder before it matures.
        </p>
        <div className="mt-7 flex flex-wrap gap-3">
          <a href="#chat" className={buttonClass("primary", "lg")}>
            Ask Kosh Assistant
          </a>
          <a href="#calculators" className={buttonClass("secondary", "lg")}>
            Browse calculators
          </a>
        </div>
      </div>
    </section>
  );
}
