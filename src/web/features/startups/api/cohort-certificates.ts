import { useQuery } from '@tanstack/react-query';
import { endpointUrl } from '#common/api-contract';
import { cohortCertificateEndpoints } from '#common/cohort-certificate-endpoints';
import { callApi } from '#web/lib/api-client';
import { startupKeys } from '../query-keys';

// docs/product.md#certificates: the signed-in person's certificates of a cohort's completion.

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
