import { primaryButton, secondaryButton } from '#web/components/ui/form-styles';

export function FormActions({ busy, onCancel }: { busy: boolean; onCancel: () => void }) {
  return (
    <div className="flex flex-wrap justify-end gap-3">
      <button type="button" className={secondaryButton} onClick={onCancel} disabled={busy}>
        Cancel
      </button>
      <button type="submit" className={primaryButton} disabled={busy}>
        {busy ? 'Saving...' : 'Save'}
      </button>
    </div>
  );
}
