import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpointUrl } from '#common/api-contract';
import type { CampaignInput, NewsletterTopic } from '#common/newsletter';
import { newsletterAdminEndpoints } from '#common/newsletter-admin-endpoints';
import { callApi } from '#web/lib/api-client';
import { newsletterKeys } from '../query-keys';

/** How often the progress of a campaign still sending is asked for. */
export const PROGRESS_POLL_MS = 2000;

/** Searched and paged on the server. */
export function useSubscribers(search: string, page: number) {
  return useQuery({
    queryKey: newsletterKeys.subscribers(search, page),
    queryFn: () => callApi(newsletterAdminEndpoints.subscribers, { query: { search, page } }),
    placeholderData: keepPreviousData,
  });
}

/** Recent campaigns with queued and sent counts, polled while one is sending. */
export function useCampaigns() {
  return useQuery({
    queryKey: newsletterKeys.campaigns,
    queryFn: () => callApi(newsletterAdminEndpoints.campaigns),
    refetchInterval: (query) =>
      query.state.data?.some((campaign) => !campaign.done) ? PROGRESS_POLL_MS : false,
  });
}

/** The draft to the admin's own address. */
export function useSendTest() {
  return useMutation({
    mutationFn: (input: CampaignInput) => callApi(newsletterAdminEndpoints.sendTest, { body: input }),
  });
}

/** Sends to every subscriber in the background. */
export function useSendCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CampaignInput) => callApi(newsletterAdminEndpoints.startCampaign, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsletterKeys.campaigns }),
  });
}

/** How many a campaign to these topics would reach now. */
export function useRecipientCount(topics: readonly NewsletterTopic[]) {
  return useQuery({
    queryKey: newsletterKeys.recipients(topics.join(',')),
    queryFn: () => callApi(newsletterAdminEndpoints.recipientCount, { query: { topics: topics.join(',') } }),
    enabled: topics.length > 0,
  });
}

export const SUBSCRIBERS_CSV_PATH = endpointUrl(newsletterAdminEndpoints.subscribersCsv);
