import type { MouseEvent, ReactNode } from 'react';
import { useSectionNavigation } from '#web/lib/use-section-navigation';

interface SectionLinkProps {
  section: string;
  className?: string;
  children: ReactNode;
  onNavigate?: () => void;
}

/** A real link to `/#section` (works without JavaScript and with a middle click) that scrolls smoothly when clicked. */
export function SectionLink({ section, className, children, onNavigate }: SectionLinkProps) {
  const goToSection = useSectionNavigation();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate?.();
    goToSection(section);
  };
  return (
    <a href={`/#${section}`} onClick={onClick} className={className}>
      {children}
    </a>
  );
}
