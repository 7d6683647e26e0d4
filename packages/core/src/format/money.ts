const rupees = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

const grouping = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });

/** The one place money is rounded for display: whole rupees, half away from zero. */
export function roundRupees(amount: number): number {
  const rounded = Math.sign(amount) * Math.round(Math.abs(amount));
  return rounded === 0 ? 0 : rounded;
}

/** ₹12,34,568 — en-IN grouping, no decimals. */
export function formatInr(amount: number): string {
  return rupees.format(roundRupees(amount));
}

/** 12,34,568 — the number without the rupee sign. */
export function formatIndianNumber(amount: number): string {
  return grouping.format(roundRupees(amount));
}

/** ₹11.62 L, ₹1.25 Cr, or the plain amount below one lakh. */
export function formatInrShort(amount: number): string {
  const abs = Math.abs(amount);
  const sign = amount < 0 ? "-" : "";
  if (abs >= 1e7) return `${sign}₹${trimZeros(abs / 1e7)} Cr`;
  if (abs >= 1e5) return `${sign}₹${trimZeros(abs / 1e5)} L`;
  return formatInr(amount);
}

/** 11.62 lakh, 1.25 crore — the words people say aloud. */
export function amountInWords(amount: number): string | null {
  const abs = Math.abs(amount);
  if (abs >= 1e7) return `${trimZeros(abs / 1e7)} crore`;
  if (abs >= 1e5) return `${trimZeros(abs / 1e5)} lakh`;
  return null;
}

function trimZeros(value: number): string {
  return (Math.round(value * 100) / 100).toFixed(2).replace(/\.?0+$/, "");
}
