/** The filters hide every investment (docs/product.md#filters). */
export function NoMatches({ onClear }: { onClear: () => void }) {
  return (
    <div className="rounded-xl bg-white px-6 py-10 text-center ring-1 ring-slate-200">
      <p className="font-medium text-slate-800">
        No investments match your filters
      </p>
      <button
        type="button"
        onClick={onClear}
        className="mt-4 rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100"
      >
        Clear Filters
      </button>
    </div>
  );
}
