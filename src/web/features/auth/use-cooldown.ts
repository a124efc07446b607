import { useCallback, useEffect, useState } from 'react';

/**
 * A countdown in whole seconds (the OTP resend cooldown, docs/product.md#one-time-codes): `remaining` is 0
 * once it has run out.
 */
export function useCooldown() {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(0);

  useEffect(() => {
    if (until === 0) return;
    const timer = window.setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= until) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
  }, [until]);

  /** Counts down to a moment (epoch ms), e.g. one remembered across a reload. */
  const runUntil = useCallback((moment: number) => {
    setNow(Date.now());
    setUntil(moment);
  }, []);
  const start = useCallback((seconds: number) => runUntil(Date.now() + seconds * 1000), [runUntil]);

  return { remaining: Math.max(0, Math.ceil((until - now) / 1000)), start, runUntil };
}
