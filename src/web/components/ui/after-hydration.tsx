import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

/**
 * Renders `placeholder` on the server and at hydration, then the component `load` resolves to.
 * For interactive parts of prerendered pages that should stay out of the first JavaScript:
 * unlike React.lazy inside a prerendered page, it needs no inline script to finish hydrating
 * (the Content-Security-Policy forbids those).
 */
export function AfterHydration({
  load,
  placeholder,
}: {
  load: () => Promise<ComponentType>;
  placeholder: ReactNode;
}) {
  const [Loaded, setLoaded] = useState<ComponentType | null>(null);
  useEffect(() => {
    let current = true;
    void load().then((component) => {
      if (current) setLoaded(() => component);
    });
    return () => {
      current = false;
    };
    // Loaded once per mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return Loaded ? <Loaded /> : <>{placeholder}</>;
}
