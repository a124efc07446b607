import { useState, type FormEvent } from 'react';
import { REVIEW_LIMITS } from '#common/review';
import { FormMessage } from '#web/components/ui/form-field';
import { inputClass, secondaryButton } from '#web/components/ui/form-styles';
import { ApiError } from '#web/lib/api-client';
import { useDeclaredConflicts, useSaveConflicts } from './api/conflicts';

/** The names and email domains the reviewer must not review, one per line (docs/product.md#assignment). */
export function ConflictsEditor() {
  const conflicts = useDeclaredConflicts();
  if (!conflicts.data) return null;
  return <Editor initial={conflicts.data.values} />;
}

function Editor({ initial }: { initial: string[] }) {
  const [text, setText] = useState(initial.join('\n'));
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const save = useSaveConflicts();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    save.mutate(
      { values },
      {
        onSuccess: (answer) => {
          setText(answer.values.join('\n'));
          setMessage({ tone: 'success', text: answer.message });
        },
        onError: (error) =>
          setMessage({
            tone: 'error',
            text: error instanceof ApiError ? error.message : 'Your conflicts could not be saved.',
          }),
      },
    );
  };
  return (
    <form
      onSubmit={submit}
      className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 className="font-semibold text-ink">Your conflicts</h2>
      <label htmlFor="declared-conflicts" className="block text-sm text-slate-800">
        Startups, people or email domains you must not review (for example a company you advise, or
        “soilsense.example.com”), one per line. Assignment keeps you away from them.
      </label>
      <textarea
        id="declared-conflicts"
        rows={3}
        className={inputClass}
        value={text}
        maxLength={REVIEW_LIMITS.conflicts * (REVIEW_LIMITS.conflict + 1)}
        onChange={(event) => setText(event.target.value)}
      />
      <div aria-live="polite">{message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}</div>
      <button type="submit" className={secondaryButton} disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save conflicts'}
      </button>
    </form>
  );
}
