import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { TableOwners } from '../table-owners';

// Certificates of attendance (docs/product.md#certificates), owned by the events feature that knows who came.

export interface EventCertificateSettingsTable {
  event_id: number;
  title: string;
  signatory_name: string;
  signatory_role: string;
  updated_at: string;
  /** The logo printed at the top (a media asset's key); null prints the centre's name alone. */
  logo_key: string | null;
  /** The signatory's signature image (a private file's key), printed above their name; null for none. */
  signature_key: string | null;
  /** 1: the speakers and the organiser who have accounts get a certificate too (docs/product.md#certificates). */
  include_staff: Generated<number>;
}
export type EventCertificateSettingsRow = Selectable<EventCertificateSettingsTable>;
export type NewEventCertificateSettingsRow = Insertable<EventCertificateSettingsTable>;
export type EventCertificateSettingsUpdate = Updateable<EventCertificateSettingsTable>;

export interface EventCertificatesTable {
  id: Generated<number>;
  event_id: number;
  user_id: number;
  /** Base32 of 10 random bytes (80 bits): docs/decisions/050-certificates.md. */
  code: string;
  /** The person's name as shown when the certificate was issued (or reissued). */
  shown_name: string;
  issued_at: string;
  revoked_at: string | null;
  /** What the person did at the event: attended, spoke or organised. */
  role: Generated<CertificateRole>;
  /** When an admin last reissued it (a corrected name and a new code); null if never. */
  reissued_at: string | null;
}

export type CertificateRole = 'attendee' | 'speaker' | 'organiser';

/** A code a reissue replaced: it checks as replaced, never as the new certificate (docs/decisions/051-certificate-pdfs.md). */
export interface EventCertificateReplacedCodesTable {
  code: string;
  certificate_id: number;
  /** The name the replaced code was issued to, as its check keeps showing it. */
  shown_name: string;
  replaced_at: string;
}
export type EventCertificateRow = Selectable<EventCertificatesTable>;
export type NewEventCertificateRow = Insertable<EventCertificatesTable>;
export type EventCertificateUpdate = Updateable<EventCertificatesTable>;

export interface CertificateTables {
  event_certificate_settings: EventCertificateSettingsTable;
  event_certificates: EventCertificatesTable;
  event_certificate_replaced_codes: EventCertificateReplacedCodesTable;
}

/** Who owns each table (docs/architecture.md#database): only the owner's files name it in a query. */
export const certificateTableOwners = {
  event_certificate_settings: 'features/events',
  event_certificates: 'features/events',
  event_certificate_replaced_codes: 'features/events',
} as const satisfies TableOwners<CertificateTables>;
