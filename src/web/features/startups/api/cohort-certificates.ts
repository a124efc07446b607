import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpointUrl } from '#common/api-contract';
import { cohortCertificateEndpoints } from '#common/cohort-certificate-endpoints';
import type { CohortCertificateBody } from '#common/cohort-certificates';
import { callApi } from '#web/lib/api-client';
import { startupKeys } from '../query-keys';

// docs/product.md#certificates: the signed-in person's certificates of a cohort's completion, and the admin's
// certificates of a cohort.

export function useMyCohortCertificates() {
  return useQuery({
    queryKey: startupKeys.myCohortCertificates,
    queryFn: () => callApi(cohortCertificateEndpoints.mine),
    staleTime: 60_000,
  });
}

/** Where the holder downloads one as a PDF. */
export function myCohortCertificatePdfUrl(certificateId: number): string {
  return endpointUrl(cohortCertificateEndpoints.myPdf, { params: { certificateId } });
}

/** A cohort's certificates, its wording and its members still without one, for the admin. */
export function useAdminCohortCertificates(cohortId: number) {
  return useQuery({
    queryKey: startupKeys.adminCohortCertificates(cohortId),
    queryFn: () => callApi(cohortCertificateEndpoints.list, { params: { id: cohortId } }),
  });
}

/** Where the admin downloads one of a cohort's certificates. */
export function adminCohortCertificatePdfUrl(cohortId: number, certificateId: number): string {
  return endpointUrl(cohortCertificateEndpoints.adminPdf, { params: { id: cohortId, certificateId } });
}

function useRefreshing(cohortId: number) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: startupKeys.adminCohortCertificates(cohortId) });
}

/** Saves the wording and issues a certificate to each joined member who holds none. */
export function useIssueCohortCertificates(cohortId: number) {
  const refresh = useRefreshing(cohortId);
  return useMutation({
    mutationFn: (body: CohortCertificateBody) =>
      callApi(cohortCertificateEndpoints.issue, { params: { id: cohortId }, body }),
    onSettled: refresh,
  });
}

export function useRevokeCohortCertificate(cohortId: number) {
  const refresh = useRefreshing(cohortId);
  return useMutation({
    mutationFn: (certificateId: number) =>
      callApi(cohortCertificateEndpoints.revoke, { params: { id: cohortId, certificateId } }),
    onSettled: refresh,
  });
}

/** A new code and the name the account shows now (a corrected name). */
export function useReissueCohortCertificate(cohortId: number) {
  const refresh = useRefreshing(cohortId);
  return useMutation({
    mutationFn: (certificateId: number) =>
      callApi(cohortCertificateEndpoints.reissue, { params: { id: cohortId, certificateId } }),
    onSettled: refresh,
  });
}
