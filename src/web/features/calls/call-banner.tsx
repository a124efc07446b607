import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useDisplayUser } from '#web/features/auth';
import { useOpenCalls } from './api/get-open-calls';
import { useMyCallApplications } from './api/my-call-applications';
import { TimeText } from './deadline';

/**
 * On a programme card: its open call and deadline, and the way in (docs/product.md#calls), or `noCall` when
 * none is open. Nothing until the calls have loaded, so the prerendered page hydrates cleanly.
 */
export function CallBanner({ program, noCall }: { program: string; noCall?: ReactNode }) {
  const calls = useOpenCalls();
  const user = useDisplayUser();
  const mine = useMyCallApplications({ enabled: user !== null });
  const call = calls.data?.items.find((item) => item.program === program);
  if (!calls.data) return null;
  if (!call) return noCall ?? null;
  const application = mine.data?.items.find((item) => item.callId === call.id);
  return (
    <div className="mt-6 rounded-2xl bg-accent-soft/60 p-4 ring-1 ring-amber-200">
      <p className="text-sm font-semibold text-amber-900">Open call</p>
      <h3 className="font-bold text-ink">{call.title}</h3>
      <p className="mt-1 text-sm text-slate-800">
        Apply by <TimeText iso={call.closesAt} timezone={calls.data.timezone} />
      </p>
      {application?.status === 'submitted' ? (
        <p className="mt-3 w-fit rounded-full bg-green-100 px-3 py-1 text-sm font-semibold text-green-900">
          Application submitted
        </p>
      ) : (
        <Link
          to={`/apply?call=${call.id}`}
          className="mt-3 inline-flex min-h-11 items-center rounded-full bg-brand-dark px-5 py-2 font-semibold text-white hover:bg-ink"
        >
          {application ? 'Continue your draft' : 'Apply to this call'}
          <span className="sr-only"> for the {call.title}</span>
        </Link>
      )}
    </div>
  );
}
