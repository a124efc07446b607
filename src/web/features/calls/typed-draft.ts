/**
 * What a person typed into a call's form and has not saved yet, kept in this tab's session storage so a
 * reload (or a browser that discards the tab) does not lose it (docs/product.md#calls). Session storage ends
 * with the tab, so nothing typed stays behind on a shared computer; the saved draft lives on the server.
 */
interface Typed {
  values: Record<'teamName' | 'stage' | 'description' | 'teamSize' | 'website' | 'phone', string>;
  answers: Record<string, string>;
}

const key = (callId: number) => `call-draft:${callId}`;

function isTyped(value: unknown): value is Typed {
  if (typeof value !== 'object' || value === null) return false;
  const { values, answers } = value as Record<string, unknown>;
  const strings = (record: unknown) =>
    typeof record === 'object' &&
    record !== null &&
    Object.values(record).every((item) => typeof item === 'string');
  return strings(values) && strings(answers);
}

export function readTyped(callId: number): Typed | null {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(key(callId)) ?? 'null');
    return isTyped(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function keepTyped(callId: number, typed: Typed): void {
  try {
    sessionStorage.setItem(key(callId), JSON.stringify(typed));
  } catch {
    // Storage full or refused: the form still works, only a reload loses what was typed.
  }
}

export function forgetTyped(callId: number): void {
  try {
    sessionStorage.removeItem(key(callId));
  } catch {
    // Nothing kept.
  }
}
