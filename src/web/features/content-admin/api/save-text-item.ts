import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FaqEntryInput, TestimonialInput } from '#common/content';
import { callApi } from '#web/lib/api-client';
import { CONTENT_KINDS } from './content-kinds';
import { invalidateAfterChange } from './invalidate-content';

export type TextKind = 'testimonials' | 'faq';
interface TextInputs {
  testimonials: TestimonialInput;
  faq: FaqEntryInput;
}

/** Creates (no id) or changes an item of a text list. */
export function useSaveTextItem<K extends TextKind>(kind: K) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: TextInputs[K] }) => {
      const endpoints = CONTENT_KINDS[kind].admin;
      return id === undefined
        ? callApi(endpoints.create, { body: input })
        : callApi(endpoints.update, { params: { id }, body: input });
    },
    onSuccess: () => invalidateAfterChange(client, kind),
  });
}
