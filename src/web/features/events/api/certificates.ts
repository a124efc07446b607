import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpointUrl } from '#common/api-contract';
import { certificateEndpoints } from '#common/certificate-endpoints';
import type { CertificateSettingsBody } from '#common/certificates';
import { callApi } from '#web/lib/api-client';

// docs/product.md#certificates: the person's own certificates (the hub, an event's page) and the admin's
// certificate of an event.
const endpoints = async () => certificateEndpoints;

/** Query keys of certificates (docs/architecture.md#query-keys). */
export const certificateKeys = {
  mine: ['my-certificates'] as const,
  settings: (eventId: number) => ['admin', 'certificate-settings', eventId] as const,
  issued: (eventId: number) => ['admin', 'certificates', eventId] as const,
};

/** The signed-in person's certificates; off while nobody is signed in. */
export function useMyCertificates(enabled = true) {
  return useQuery({
    queryKey: certificateKeys.mine,
    queryFn: async () => callApi((await endpoints()).mine),
    enabled,
    staleTime: 60_000,
  });
}

/** Where the holder downloads a certificate's PDF. */
export function myCertificatePdfUrl(certificateId: number): string {
  return endpointUrl(certificateEndpoints.myPdf, { params: { certificateId } });
}

/** Where an admin downloads one of an event's certificates. */
export function adminCertificatePdfUrl(eventId: number, certificateId: number): string {
  return endpointUrl(certificateEndpoints.adminPdf, { params: { id: eventId, certificateId } });
}

export function useCertificateSettings(eventId: number) {
  return useQuery({
    queryKey: certificateKeys.settings(eventId),
    queryFn: async () => callApi((await endpoints()).settings, { params: { id: eventId } }),
  });
}

export function useIssuedCertificates(eventId: number) {
  return useQuery({
    queryKey: certificateKeys.issued(eventId),
    queryFn: async () => callApi((await endpoints()).issued, { params: { id: eventId } }),
  });
}

function useRefreshing(eventId: number) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: certificateKeys.settings(eventId) });
    void queryClient.invalidateQueries({ queryKey: certificateKeys.issued(eventId) });
  };
}

export function useSaveCertificateSettings(eventId: number) {
  const refresh = useRefreshing(eventId);
  return useMutation({
    mutationFn: async (body: CertificateSettingsBody) =>
      callApi((await endpoints()).saveSettings, { params: { id: eventId }, body }),
    onSettled: refresh,
  });
}

export function useRemoveCertificateSettings(eventId: number) {
  const refresh = useRefreshing(eventId);
  return useMutation({
    mutationFn: async () => callApi((await endpoints()).removeSettings, { params: { id: eventId } }),
    onSettled: refresh,
  });
}

/** Puts (with a file) or takes off (without) the logo or the signature. */
export function useCertificatePicture(eventId: number) {
  const refresh = useRefreshing(eventId);
  return useMutation({
    mutationFn: async ({ picture, file }: { picture: 'logo' | 'signature'; file: File | null }) => {
      const declared = await endpoints();
      if (!file) return callApi(declared.removePicture, { params: { id: eventId, picture } });
      const body = new FormData();
      body.append('file', file);
      return callApi(declared.savePicture, { params: { id: eventId, picture }, body });
    },
    onSettled: refresh,
  });
}

export function useRevokeCertificate(eventId: number) {
  const refresh = useRefreshing(eventId);
  return useMutation({
    mutationFn: async (certificateId: number) =>
      callApi((await endpoints()).revoke, { params: { id: eventId, certificateId } }),
    onSettled: refresh,
  });
}

export function useReissueCertificate(eventId: number) {
  const refresh = useRefreshing(eventId);
  return useMutation({
    mutationFn: async (certificateId: number) =>
      callApi((await endpoints()).reissue, { params: { id: eventId, certificateId } }),
    onSettled: refresh,
  });
}
