import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContactResponsePage } from '#common/contact';
import { apiRequest } from '#web/lib/api-client';
import { contactKeys } from '../query-keys';

/** GET /api/contact-responses: newest first, one page at a time. */
export function useContactResponses(page: number) {
  return useQuery({
    queryKey: contactKeys.page(page),
    queryFn: () => apiRequest<ContactResponsePage>(`/api/contact-responses?page=${page}`),
    placeholderData: keepPreviousData,
  });
}

/** DELETE /api/contact-responses/:id. */
export function useDeleteContactResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>(`/api/contact-responses/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactKeys.all }),
  });
}

export const CONTACT_CSV_PATH = '/api/contact-responses.csv';
