import { useState, type ComponentType } from 'react';
import { ActionNotice, type ActionOutcome } from '#web/components/ui/status';
import { useSearchParams } from 'react-router-dom';
import { PrivacyNoticeEditor } from '#web/features/privacy';
import { FaqEditor } from './faq-editor';
import { MentorEditor } from './mentor-editor';
import { MetricEditor } from './metric-editor';
import { PartnerEditor } from './partner-editor';
import { ProgramEditor } from './program-editor';
import { SlideEditor } from './slide-editor';
import { TeamEditor } from './team-editor';
import { TestimonialEditor } from './testimonial-editor';
import { Button } from '#web/components/ui/button';

const SECTIONS: {
  slug: string;
  label: string;
  Editor: ComponentType<{ announce: (message: string) => void }>;
}[] = [
  { slug: 'team', label: 'Team', Editor: TeamEditor },
  { slug: 'mentors', label: 'Mentors', Editor: MentorEditor },
  { slug: 'programs', label: 'Programmes', Editor: ProgramEditor },
  { slug: 'carousel', label: 'Carousel', Editor: SlideEditor },
  { slug: 'metrics', label: 'Metrics', Editor: MetricEditor },
  { slug: 'partners', label: 'Partners', Editor: PartnerEditor },
  { slug: 'testimonials', label: 'Testimonials', Editor: TestimonialEditor },
  { slug: 'faq', label: 'FAQ', Editor: FaqEditor },
  { slug: 'privacy', label: 'Privacy notice', Editor: PrivacyNoticeEditor },
];

/** Site Content: one part of the site at a time, chosen by `?section=` so a reload keeps it. */
export function ContentAdmin() {
  const [params, setParams] = useSearchParams();
  const current = SECTIONS.find((section) => section.slug === params.get('section')) ?? SECTIONS[0]!;
  const [status, setStatus] = useState<ActionOutcome | null>(null);
  const announce = (text: string, tone: 'ok' | 'error' = 'ok') => setStatus({ tone, text });
  const Editor = current.Editor;

  return (
    <div>
      <nav aria-label="Content sections" className="mb-6">
        <ul className="flex flex-wrap gap-2">
          {SECTIONS.map((section) => (
            <li key={section.slug}>
              <Button
                type="button"
                variant="choice"
                size="sm"
                aria-pressed={section.slug === current.slug}
                onClick={() => {
                  setStatus(null);
                  setParams({ section: section.slug }, { replace: true });
                }}
              >
                {section.label}
              </Button>
            </li>
          ))}
        </ul>
      </nav>
      <ActionNotice notice={status} className="mb-4 min-h-6 text-sm font-medium" />
      <Editor announce={announce} />
    </div>
  );
}
