import { ACCOUNT_DELETION_MESSAGES as M } from '#common/account-deletion';
import { Link } from 'react-router-dom';
import { DELETE_ACCOUNT_PATH } from './paths';

/** The way to Delete my account from the profile (docs/product.md#delete-account). */
export function DeleteAccountLink() {
  return (
    <section
      aria-labelledby="delete-account-link-heading"
      className="mt-8 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10"
    >
      <h2 id="delete-account-link-heading" className="text-xl font-bold text-ink">
        {M.heading}
      </h2>
      <p className="mt-2 text-slate-700">
        Your account is erased 7 days after you confirm with a code we email you; signing in before then
        cancels it.
      </p>
      <Link
        to={DELETE_ACCOUNT_PATH}
        className="mt-4 inline-block font-semibold text-red-800 underline underline-offset-2"
      >
        {M.heading}
      </Link>
    </section>
  );
}
