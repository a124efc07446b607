import type {
  WallIdea,
  Internship,
  InternshipTypeFilter,
  Project,
  ProjectLocationFilter,
} from '#common/opportunities';
import {
  INTERNSHIP_TYPE_FILTERS,
  OPPORTUNITY_MESSAGES,
  PROJECT_LOCATION_FILTERS,
} from '#common/opportunities-constants';
import { IDEA_SORT_LABELS, IDEA_SORTS, type IdeaSort } from '#common/idea-teams-constants';
import { EmptyState } from '#web/components/ui/status';
import { useIdeas, useInternships, useProjects } from './api/list-opportunities';
import type { OpportunityList } from './opportunity-browser';
import { PostButton, PostInternshipButton } from './post-buttons';

/**
 * docs/product.md#wall-of-ideas: search, newest or most endorsed first (docs/product.md#endorsements) and
 * "Post Idea"; the pages add the cards (opportunity-cards.tsx), which home's teasers do not load.
 */
export const IDEA_LIST: OpportunityList<WallIdea, IdeaSort> = {
  noun: 'idea',
  search: { label: 'Search ideas', placeholder: 'Search ideas by title, tag, name or designation...' },
  filter: {
    label: 'Sort by',
    options: IDEA_SORTS.map((value) => ({ value, label: IDEA_SORT_LABELS[value] })),
  },
  useItems: ({ q, filter, page, pageSize }) => useIdeas({ q, sort: filter, page, pageSize }),
  postButton: <PostButton kind="idea" />,
  loading: 'Loading ideas',
  failure: 'The ideas could not be loaded.',
  empty: (filtered) => (
    <EmptyState
      title={filtered ? OPPORTUNITY_MESSAGES.empty.ideasSearch : OPPORTUNITY_MESSAGES.empty.ideas}
    />
  ),
  pagerLabel: 'Ideas pages',
  teaser: (idea) => ({ title: idea.title, meta: `${idea.mainTag} · ${idea.ownerName}, ${idea.designation}` }),
  page: '/wall-of-ideas',
};

/** docs/product.md#projects: search by title, skill or poster, location filter, mailto apply, "Post Project". */
export const PROJECT_LIST: OpportunityList<Project, ProjectLocationFilter> = {
  noun: 'project',
  search: { label: 'Search projects', placeholder: 'Search by title, skill or poster...' },
  filter: {
    label: 'Location',
    options: PROJECT_LOCATION_FILTERS.map((value) => ({
      value,
      label: value === 'All' ? 'All locations' : value,
    })),
  },
  useItems: ({ q, filter, page, pageSize }) => useProjects({ q, location: filter, page, pageSize }),
  postButton: <PostButton kind="project" />,
  loading: 'Loading projects',
  failure: 'The projects could not be loaded.',
  empty: (filtered) => (
    <EmptyState title={OPPORTUNITY_MESSAGES.empty.projectsTitle}>
      {filtered ? OPPORTUNITY_MESSAGES.empty.projectsSearch : OPPORTUNITY_MESSAGES.empty.projects}
    </EmptyState>
  ),
  pagerLabel: 'Project pages',
  teaser: (project) => ({ title: project.projectTitle, meta: `${project.workType} · ${project.byWhom}` }),
  page: '/projects',
};

/** docs/product.md#internships: search by role, skill or place, type filter, "Post Internship". */
export const INTERNSHIP_LIST: OpportunityList<Internship, InternshipTypeFilter> = {
  noun: 'internship',
  search: { label: 'Search internships', placeholder: 'Search by role, skill or place...' },
  filter: {
    label: 'Internship type',
    options: INTERNSHIP_TYPE_FILTERS.map((value) => ({
      value,
      label: value === 'All' ? 'All Types' : value,
    })),
  },
  useItems: ({ q, filter, page, pageSize }) => useInternships({ q, type: filter, page, pageSize }),
  postButton: <PostInternshipButton />,
  loading: 'Loading internships',
  failure: 'The internships could not be loaded.',
  empty: (filtered) =>
    filtered ? (
      <EmptyState title="No matching internships">Try a different role, company or type.</EmptyState>
    ) : (
      <EmptyState title={OPPORTUNITY_MESSAGES.empty.internshipsTitle}>
        {OPPORTUNITY_MESSAGES.empty.internships}
      </EmptyState>
    ),
  pagerLabel: 'Internship pages',
  teaser: (internship) => ({
    title: internship.title,
    meta: `${internship.company} · ${internship.type} · ${internship.location}`,
  }),
  page: '/internships',
};
