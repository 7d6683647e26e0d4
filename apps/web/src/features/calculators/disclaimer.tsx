/** Every calculator page carries this (docs/product.md#money-dates-and-wording). */
export function Disclaimer() {
  return (
    <aside
      aria-label="Disclaimer"
      className="mt-8 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <strong className="font-semibold">Disclaimer:</strong> this calculator is
      for information only. Its figures are estimates from the inputs you give;
      what a bank or fund actually pays can differ. Use them at your own risk,
      and consult a financial advisor before you invest or borrow.
    </aside>
  );
}
