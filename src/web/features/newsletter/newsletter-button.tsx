import { useSectionNavigation } from '../../lib/use-section-navigation';

/** The fixed round button at the bottom right (SPEC.md §2): it leads to the newsletter sign-up. */
export function NewsletterButton() {
  const goToSection = useSectionNavigation();
  return (
    <a
      href="/#newsletter"
      onClick={(event) => {
        event.preventDefault();
        goToSection('newsletter');
      }}
      aria-label="Subscribe to our newsletter"
      className="fixed right-5 bottom-5 z-40 flex h-14 w-14 items-center justify-center rounded-full bg-accent text-ink shadow-xl shadow-black/25 transition hover:scale-105 hover:bg-amber-300"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-6 w-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M4 6h16v12H4z" strokeLinejoin="round" />
        <path d="M4 7l8 6 8-6" strokeLinejoin="round" />
      </svg>
    </a>
  );
}
