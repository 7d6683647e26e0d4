import type { Investment } from "@kosh/core/contracts/investments";
import { useEffect } from "react";
import { useSearchParams } from "wouter";

/** The query parameter a notification's link carries: `/dashboard?investment=<id>`. */
const PARAMETER = "investment";

/**
 * Opens the details of the investment a link names, once the list has it, and takes the
 * parameter out of the address so following the same link again opens it again.
 */
export function useInvestmentLink(
  investments: Investment[] | undefined,
  open: (id: string) => void,
) {
  const [params, setParams] = useSearchParams();
  const linked = params.get(PARAMETER);
  useEffect(() => {
    if (!linked || !investments) return;
    if (investments.some((investment) => investment.id === linked)) {
      open(linked);
    }
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete(PARAMETER);
        return next;
      },
      { replace: true },
    );
  }, [linked, investments, open, setParams]);
}
