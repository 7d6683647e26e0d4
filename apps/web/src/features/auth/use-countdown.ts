import { useCallback, useEffect, useState } from "react";

/**
 * Whole seconds left until a deadline, re-rendering as they pass. Counting from a deadline
 * rather than decrementing keeps it right when a background tab throttles timers.
 */
export function useCountdown() {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [deadline]);

  const start = useCallback((seconds: number) => {
    const current = Date.now();
    setNow(current);
    setDeadline(current + seconds * 1000);
  }, []);

  const secondsLeft =
    deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
  /** True once a started countdown has reached its deadline. */
  const done = deadline !== null && secondsLeft === 0;
  return { secondsLeft, done, start };
}
