import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { LOGIN_MESSAGES, loginCodeSchema, OTP, sendOtpSchema, type UserProfile } from '#common/auth';
import { needsDisplayName } from '#common/display-names';
import { HUB_PATH } from '#common/hub-constants';
import { ADMIN_PATH } from '#common/routes';
import { SITE } from '#common/site';
import { EmailText } from '#web/components/ui/email-text';
import { inputClass } from '#web/components/ui/form-styles';
import { ModalDialog } from '#web/components/ui/modal-dialog';
import { ActionNotice, type ActionOutcome } from '#web/components/ui/status';
import { ApiError } from '#web/lib/api-client';
import { useServerForm } from '#web/lib/use-server-form';
import { useAuthConfig } from './api/get-auth-config';
import { useGoogleSignIn } from './api/google-sign-in';
import { useSendOtp } from './api/send-otp';
import { useVerifyOtp } from './api/verify-otp';
import { rememberCurrentUser, useCurrentUser } from './current-user';
import { forgetCodeStep, recallCodeStep, rememberCodeStep } from './login-code-step';
import { readLoginRequest } from './login-redirect';
import { NameStep } from './name-step';
import { useCooldown } from './use-cooldown';
import { Button } from '#web/components/ui/button';
import { PrivacyNoticeLine } from '#web/components/ui/privacy-notice-line';
import { FieldMessage } from '#web/components/ui/form-field';

const GoogleButton = lazy(() => import('./google-button'));

/** docs/product.md#login-panel: "Login successful!" stays this long before the panel moves on. */
export const SIGNED_IN_PAUSE_MS = 1500;

type Notice = ActionOutcome | null;

/**
 * docs/product.md#login-panel: the server's message, "Failed to send OTP…" for an answer without one, else
 * "Error sending OTP…".
 */
function sendFailure(error: unknown): string {
  if (!(error instanceof ApiError)) return LOGIN_MESSAGES.sendFailed;
  if (!error.fromServer) return LOGIN_MESSAGES.sendNotOk;
  return error.fieldErrors.email ?? error.message;
}

/** Keeps the tab title on "Login" while the panel is open and puts the page's title back afterwards. */
function useDialogTitle(title: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} | ${SITE.name}`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}

/**
 * /login (docs/product.md#login-panel): a modal over the home page. Step 1 mails a one-time code,
 * step 2 checks it; Google sign-in is offered when the server is configured for it. The code step
 * survives a reload of the tab. A person without a name is then asked for one (docs/product.md#names):
 * that step closes only with a name or the choice to show the email. Closing goes to `/`; after signing in
 * admins go to the admin area and everyone else home.
 */
export default function LoginDialog() {
  const navigate = useNavigate();
  const location = useLocation();
  // A page that needed a signed-in user says why and where to come back to.
  const [request] = useState(() => readLoginRequest(location.state));
  // A code mailed before a reload of this tab can still be used.
  const [recalled] = useState(() => recallCodeStep());
  const queryClient = useQueryClient();
  const titleId = useId();
  const emailId = useId();
  const codeId = useId();
  const emailInput = useRef<HTMLInputElement | null>(null);
  const codeInput = useRef<HTMLInputElement | null>(null);
  const redirectTimer = useRef<number | undefined>(undefined);
  const cancelledDeletion = useRef(false);
  const startedHere = useRef(false);
  useDialogTitle('Login');

  const [step, setStep] = useState<'email' | 'code' | 'name'>(recalled ? 'code' : 'email');
  const [naming, setNaming] = useState<UserProfile | null>(null);
  const [sentTo, setSentTo] = useState(recalled?.email ?? '');
  const [notice, setNotice] = useState<Notice>(
    request.notice ? { tone: 'info', text: request.notice } : null,
  );
  const [signedIn, setSignedIn] = useState(false);
  const cooldown = useCooldown();
  const { runUntil } = cooldown;
  useEffect(() => {
    if (recalled) runUntil(recalled.resendAt);
  }, [recalled, runUntil]);

  const emailForm = useServerForm(sendOtpSchema, {
    defaultValues: { email: recalled?.email ?? '' },
    // A message about the address goes under the field; anything else to the panel's alert.
    failureMessage: (error) =>
      error instanceof ApiError && error.fieldErrors.email ? null : sendFailure(error),
  });
  const codeForm = useServerForm(loginCodeSchema, {
    defaultValues: { otp: '' },
    // docs/product.md#login-panel: the server answers every bad code the same way; after too many wrong
    // codes from the visitor's network it says how long to wait, and that is shown as it is.
    failureMessage: (error) =>
      error instanceof ApiError && error.status === 429 && error.fromServer
        ? error.message
        : LOGIN_MESSAGES.invalidCode,
    serverFields: [],
  });

  const send = useSendOtp();
  const verify = useVerifyOtp();
  const google = useGoogleSignIn();
  const config = useAuthConfig();
  const current = useCurrentUser();

  const close = useCallback(() => {
    // The name step is left only by answering it.
    if (naming) return;
    forgetCodeStep();
    navigate('/', { replace: true });
  }, [navigate, naming]);

  // docs/product.md#login-panel: an admin who is already signed in when the panel appears goes to the admin
  // area.
  useEffect(() => {
    if (startedHere.current || !current.data) return;
    // Someone signed in without a name (who left the name step by reloading) is asked again.
    if (needsDisplayName(current.data)) askForName(current.data);
    else if (current.data.role === 'admin') navigate(ADMIN_PATH, { replace: true });
  }, [current.data, navigate]);

  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      if (recalled) codeInput.current?.focus();
      return;
    }
    // The name step puts the focus on its own field.
    if (step !== 'name') (step === 'code' ? codeInput : emailInput).current?.focus();
  }, [step, recalled]);

  function askForName(user: UserProfile) {
    setNaming(user);
    setStep('name');
    setNotice(null);
  }

  /**
   * After the code or Google: the name step when the person has no name yet, else done. `deletionCancelled`:
   * signing in ended the grace period of a deletion they asked for (docs/product.md#delete-account).
   */
  function signedInAs(user: UserProfile, deletionCancelled = false) {
    cancelledDeletion.current = deletionCancelled;
    if (!needsDisplayName(user)) return finishSignIn(user);
    forgetCodeStep();
    // Signed in already: the navbar shows the account while the name is asked for.
    rememberCurrentUser(queryClient, user);
    askForName(user);
  }

  function finishSignIn(user: UserProfile) {
    setNaming(null);
    forgetCodeStep();
    setSignedIn(true);
    setNotice({
      tone: 'ok',
      text: cancelledDeletion.current ? LOGIN_MESSAGES.deletionCancelled : LOGIN_MESSAGES.success,
    });
    rememberCurrentUser(queryClient, user);
    const next = user.role === 'admin' ? ADMIN_PATH : (request.returnTo ?? HUB_PATH);
    // Long enough to read "Login successful!" before the panel closes.
    redirectTimer.current = window.setTimeout(() => navigate(next, { replace: true }), SIGNED_IN_PAUSE_MS);
  }

  function clearMessages() {
    setNotice(null);
    emailForm.clearFormError();
    codeForm.clearFormError();
  }

  function requestCode(address: string) {
    if (cooldown.remaining > 0) {
      setNotice({ tone: 'error', text: LOGIN_MESSAGES.cooldown(cooldown.remaining) });
      return;
    }
    startedHere.current = true;
    clearMessages();
    send.mutate(address, {
      onSuccess: (answer) => {
        const sentAt = Date.now();
        const wait = answer?.cooldownSeconds || OTP.resendCooldownSeconds;
        rememberCodeStep({ email: address, sentAt, resendAt: sentAt + wait * 1000 });
        setSentTo(address);
        codeForm.reset({ otp: '' });
        setStep('code');
        setNotice({ tone: 'ok', text: LOGIN_MESSAGES.sent });
        cooldown.start(wait);
      },
      onError: (error) => {
        if (step === 'email') emailForm.showServerError(error);
        else setNotice({ tone: 'error', text: sendFailure(error) });
      },
    });
  }

  const typedEmail = useRef(recalled?.email ?? '');
  function onEmailSubmit(event: FormEvent<HTMLFormElement>) {
    void emailForm.handleSubmit(({ email }) => {
      typedEmail.current = emailForm.getValues('email').trim();
      requestCode(email);
    }, clearMessages)(event);
  }

  function onCodeSubmit(event: FormEvent<HTMLFormElement>) {
    void codeForm.handleSubmit(({ otp }) => {
      startedHere.current = true;
      clearMessages();
      verify.mutate(
        { email: sentTo, otp },
        {
          onSuccess: (result) => signedInAs(result.user, result.deletionCancelled),
          onError: (error) => codeForm.showServerError(error),
        },
      );
      // An empty or mistyped code is not sent (clearMessages runs instead): it would spend one of the tries.
    }, clearMessages)(event);
  }

  const onGoogleFailure = useCallback(
    () => setNotice({ tone: 'error', text: LOGIN_MESSAGES.googleFailed }),
    [],
  );
  function onGoogleCredential(credential: string) {
    startedHere.current = true;
    clearMessages();
    google.mutate(credential, {
      onSuccess: (result) => signedInAs(result.user, result.deletionCancelled),
      onError: onGoogleFailure,
    });
  }

  const formError = step === 'email' ? emailForm.formError : codeForm.formError;
  const shown: Notice = send.isPending
    ? { tone: 'info', text: LOGIN_MESSAGES.sending }
    : verify.isPending
      ? { tone: 'info', text: 'Verifying...' }
      : formError
        ? { tone: 'error', text: formError }
        : notice;
  const emailError = emailForm.formState.errors.email?.message;
  const codeError = codeForm.formState.errors.otp?.message;
  const { ref: emailRef, ...emailField } = emailForm.register('email');
  const { ref: codeRef, ...codeField } = codeForm.register('otp');
  const busy = send.isPending || verify.isPending || google.isPending || signedIn;
  const googleClientId = config.data?.googleClientId;
  const otherAccount = current.data && current.data.role !== 'admin' ? current.data : null;

  return (
    <ModalDialog labelledBy={titleId} onClose={close} initialFocus={emailInput}>
      <div className="flex items-start justify-between gap-4">
        <div>
          <h2 id={titleId} className="text-2xl font-bold text-ink">
            {step === 'name' ? 'What should we call you?' : 'Sign in'}
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {step === 'email'
              ? 'We will email you a one-time code. No password needed.'
              : step === 'code'
                ? `Enter the ${OTP.length}-digit code we sent to ${sentTo}.`
                : 'You are signed in. One more step: the name people will see.'}
          </p>
        </div>
        {step !== 'name' && (
          <Button type="button" variant="quiet" size="icon" onClick={close} className="-mt-1 -mr-2">
            <span className="sr-only">Close</span>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor">
              <path d="M6 6l12 12M18 6L6 18" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </Button>
        )}
      </div>

      {otherAccount && step !== 'name' && (
        <p className="mt-4 rounded-lg bg-mist px-3 py-2 text-sm text-slate-700">
          You are signed in as{' '}
          <strong className="wrap-anywhere">
            <EmailText email={otherAccount.email} />
          </strong>
          . Sign in again to switch accounts.
        </p>
      )}

      {step === 'name' && naming ? (
        <NameStep user={naming} onDone={finishSignIn} />
      ) : step === 'email' ? (
        <form noValidate onSubmit={onEmailSubmit} className="mt-6 space-y-4">
          <div>
            <label htmlFor={emailId} className="block text-sm font-medium text-ink">
              Email address
            </label>
            <input
              {...emailField}
              ref={(element) => {
                emailRef(element);
                emailInput.current = element;
              }}
              id={emailId}
              type="email"
              inputMode="email"
              autoComplete="email"
              spellCheck={false}
              placeholder="you@example.com"
              aria-invalid={emailError ? true : undefined}
              aria-describedby={emailError ? `${emailId}-error` : undefined}
              className={inputClass}
            />
            <FieldMessage id={`${emailId}-error`} message={emailError} />
          </div>
          <Button type="submit" disabled={busy} className="w-full">
            Send OTP
          </Button>
          <PrivacyNoticeLine section="account" />
        </form>
      ) : (
        <form noValidate onSubmit={onCodeSubmit} className="mt-6 space-y-4">
          <div>
            <label htmlFor={codeId} className="block text-sm font-medium text-ink">
              One-time code
            </label>
            <input
              {...codeField}
              ref={(element) => {
                codeRef(element);
                codeInput.current = element;
              }}
              id={codeId}
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              spellCheck={false}
              aria-invalid={codeError ? true : undefined}
              aria-describedby={codeError ? `${codeId}-error` : undefined}
              className={`${inputClass} tracking-[0.4em]`}
            />
            <FieldMessage id={`${codeId}-error`} message={codeError} />
          </div>
          <Button type="submit" disabled={busy} className="w-full">
            Verify OTP
          </Button>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Button
              type="button"
              variant="link"
              disabled={busy}
              onClick={() => {
                clearMessages();
                forgetCodeStep();
                // The email field left the page with the code step; it comes back with what was typed.
                emailForm.reset({ email: typedEmail.current });
                setStep('email');
              }}
            >
              Change email
            </Button>
            <Button type="button" variant="link" disabled={busy} onClick={() => requestCode(sentTo)}>
              {cooldown.remaining > 0 ? `Resend in ${cooldown.remaining}s` : 'Resend OTP'}
            </Button>
          </div>
        </form>
      )}

      <ActionNotice notice={shown} className="mt-4 min-h-6 text-sm font-medium" />

      {step === 'email' && googleClientId && (
        <div className="mt-4">
          <p className="mb-4 flex items-center gap-3 text-xs font-semibold uppercase tracking-widest text-slate-500">
            <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
            or
            <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
          </p>
          <Suspense fallback={<div className="h-10" />}>
            <GoogleButton
              clientId={googleClientId}
              onCredential={onGoogleCredential}
              onFailure={onGoogleFailure}
            />
          </Suspense>
        </div>
      )}
    </ModalDialog>
  );
}
