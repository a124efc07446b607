/** The consents feature's query keys (docs/architecture.md#query-keys). */
export const consentKeys = {
  mine: ['me', 'consents'] as const,
};
