const FEATURES = [
  {
    title: "Correct to the rupee",
    body: "EMIs by the reducing-balance formula, FDs compounded quarterly, RDs by the formula Indian banks use. Amounts in lakhs and crores, the way you say them.",
  },
  {
    title: "See what prepaying saves",
    body: "Add an extra payment every month or every year and see the interest saved, the months cut and the schedule month by month.",
  },
  {
    title: "Track your own deposits",
    body: "Invited users record FDs, RDs and other investments, renew or close them, and get a notice in the month before one matures.",
  },
  {
    title: "Your history stays with you",
    body: "Past SIP and FD calculations are kept in this browser only, ready to load again, export or clear.",
  },
] as const;

export function FeaturesSection() {
  return (
    <section aria-labelledby="features-heading" className="bg-white">
      <div className="mx-auto max-w-5xl px-4 py-12">
        <h2 id="features-heading" className="text-2xl font-bold text-slate-900">
          What Kosh does
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {FEATURES.map((feature) => (
            <li
              key={feature.title}
              className="rounded-xl border border-slate-200 bg-slate-50 p-5"
            >
              <h3 className="font-semibold text-slate-900">{feature.title}</h3>
              <p className="mt-2 text-sm text-slate-700">{feature.body}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
