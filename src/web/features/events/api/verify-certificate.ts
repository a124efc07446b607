import { useQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/api-client';
import { eventKeys } from '../query-keys';

const verify = () =>
  import('#common/certificate-endpoints').then((module) => module.certificateEndpoints.verify);

/** Whether a certificate's code is valid (docs/product.md#certificates); never cached, a revocation shows at once. */
export function useCertificateCheck(code: string) {
  return useQuery({
    queryKey: eventKeys.certificate(code),
    queryFn: () => callApi(verify, { params: { code } }),
    enabled: code !== '',
    retry: false,
    staleTime: 0,
  });
}
