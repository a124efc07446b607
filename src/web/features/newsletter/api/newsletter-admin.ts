import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CampaignInput,
  CampaignProgress,
  MessageAnswer,
  NewsletterTopic,
  SubscriberPage,
} from '#common/newsletter';
import { apiRequest } from '#web/lib/api-client';
import { newsletterKeys } from '../query-keys';

/** How often the progress of a campaign still sending is asked for. */
export const PROGRESS_POLL_MS = 2000;

/** GET /api/newsletter/subscribers: searched and paged on the server. */
export function useSubscribers(search: string, page: number) {
  return useQuery({
    queryKey: newsletterKeys.subscribers(search, page),
    queryFn: () =>
      apiRequest<SubscriberPage>(
        `/api/newsletter/subscribers?${new URLSearchParams({ search, page: String(page) }).toString()}`,
      ),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/newsletter/campaigns: recent campaigns with queued and sent counts, polled while one is sending. */
export function useCampaigns() {
  return useQuery({
    queryKey: newsletterKeys.campaigns,
    queryFn: () => apiRequest<CampaignProgress[]>('/api/newsletter/campaigns'),
    refetchInterval: (query) =>
      query.state.data?.some((campaign) => !campaign.done) ? PROGRESS_POLL_MS : false,
  });
}

/** POST /api/newsletter/test: the draft to the admin's own address. */
export function useSendTest() {
  return useMutation({
    mutationFn: (input: CampaignInput) =>
      apiRequest<MessageAnswer>('/api/newsletter/test', { method: 'POST', body: JSON.stringify(input) }),
  });
}

/** POST /api/newsletter/campaigns: sends to every subscriber in the background. */
export function useSendCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CampaignInput) =>
      apiRequest<MessageAnswer & { id: number; recipients: number }>('/api/newsletter/campaigns', {
        method: 'POST',
        body: JSON.stringify(input),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsletterKeys.campaigns }),
  });
}

/** GET /api/newsletter/recipients: how many a campaign to these topics would reach now. */
export function useRecipientCount(topics: readonly NewsletterTopic[]) {
  return useQuery({
    queryKey: newsletterKeys.recipients(topics.join(',')),
    queryFn: () =>
      apiRequest<{ recipients: number }>(`/api/newsletter/recipients?topics=${topics.join(',')}`),
    enabled: topics.length > 0,
  });
}

export const SUBSCRIBERS_CSV_PATH = '/api/newsletter/subscribers.csv';
