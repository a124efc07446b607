import { OTP } from '#common/auth';

const KEY = 'login-code-step';

/** A code that was mailed from this tab: to whom, when, and when the next may be asked for. */
export interface CodeStep {
  email: string;
  sentAt: number;
  resendAt: number;
}

/**
 * docs/product.md#login-panel: the code step survives a reload of the tab (sessionStorage), so the code
 * already mailed can still be used and the resend cooldown keeps counting from the real send time.
 */
export function rememberCodeStep(step: CodeStep): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(step));
  } catch {
    // Storage may be full or refused (private modes); the step then simply does not survive a reload.
  }
}

export function forgetCodeStep(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}

/** The remembered step while its code can still be used (10 minutes), else null. */
export function recallCodeStep(now = Date.now()): CodeStep | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<CodeStep> | null;
    if (
      !stored ||
      typeof stored.email !== 'string' ||
      typeof stored.sentAt !== 'number' ||
      typeof stored.resendAt !== 'number' ||
      now - stored.sentAt > OTP.ttlMinutes * 60_000 ||
      stored.sentAt > now
    ) {
      forgetCodeStep();
      return null;
    }
    return { email: stored.email, sentAt: stored.sentAt, resendAt: stored.resendAt };
  } catch {
    return null;
  }
}
