import { useMutation, useQueryClient } from '@tanstack/react-query';
import { displayNameEndpoints } from '#common/display-name-endpoints';
import type { NameChoiceInput } from '#common/display-names';
import { callApi } from '#web/lib/api-client';
import { rememberCurrentUser } from '../current-user';

/** PUT /api/me/name: the display name, or the choice to show the sign-in email (docs/product.md#names). */
export function useChooseName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NameChoiceInput) => callApi(displayNameEndpoints.choose, { body }),
    onSuccess: (user) => rememberCurrentUser(queryClient, user),
  });
}
