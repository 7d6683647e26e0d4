import { Button } from "../../../../components/ui/button.tsx";

/** The filters hide every investment (docs/product.md#filters). */
export function NoMatches({ onClear }: { onClear: () => void }) {
  return (
    <div className="rounded-xl bg-white px-6 py-10 text-center ring-1 ring-slate-200">
      <p className="font-medium text-slate-800">
        No investments match your filters
      </p>
      <Button variant="secondary" className="mt-4" onClick={onClear}>
        Clear Filters
      </Button>
    </div>
  );
}
