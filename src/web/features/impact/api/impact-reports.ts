import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FounderGender, FundingInput, ImpactFactsInput, ImpactPack } from '#common/impact';
import { impactReportEndpoints as E } from '#common/impact-report-endpoints';
import { callApi } from '#web/lib/api-client';
import { impactKeys } from '../query-keys';

/** The public figures of /impact. */
export function usePublicImpact() {
  return useQuery({ queryKey: impactKeys.public, queryFn: () => callApi(E.publicFigures) });
}

export function useImpactPack(pack: ImpactPack, period: string) {
  return useQuery({
    queryKey: impactKeys.pack(pack, period),
    queryFn: () => callApi(E.pack, { params: { pack }, query: { period } }),
    placeholderData: keepPreviousData,
  });
}

export function useFigureRecords(pack: ImpactPack, figure: string | null, period: string) {
  return useQuery({
    queryKey: impactKeys.figure(pack, figure ?? '', period),
    queryFn: () => callApi(E.figure, { params: { pack, figure: figure ?? '' }, query: { period } }),
    enabled: figure !== null,
  });
}

export function useImpactWaiting() {
  return useQuery({ queryKey: impactKeys.waiting, queryFn: () => callApi(E.waiting) });
}

export function useConfirmImpact() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (startupId: number) => callApi(E.confirm, { params: { id: startupId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: impactKeys.admin }),
  });
}

export function useStartupImpact(startupId: number) {
  return useQuery({
    queryKey: impactKeys.startup(startupId),
    queryFn: () => callApi(E.startupFacts, { params: { id: startupId } }),
  });
}

function useStartupChange<Input>(startupId: number, send: (input: Input) => Promise<{ message: string }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => client.invalidateQueries({ queryKey: impactKeys.startup(startupId) }),
  });
}

export const useSaveImpactFacts = (startupId: number) =>
  useStartupChange(startupId, (body: ImpactFactsInput) =>
    callApi(E.saveFacts, { params: { id: startupId }, body }),
  );
export const useAddFunding = (startupId: number) =>
  useStartupChange(startupId, (body: FundingInput) =>
    callApi(E.addFunding, { params: { id: startupId }, body }),
  );
export const useRemoveFunding = (startupId: number) =>
  useStartupChange(startupId, (fundingId: number) =>
    callApi(E.removeFunding, { params: { id: startupId, fundingId } }),
  );
export const useSaveGender = (startupId: number) =>
  useStartupChange(startupId, (gender: FounderGender | null) => callApi(E.saveGender, { body: { gender } }));
