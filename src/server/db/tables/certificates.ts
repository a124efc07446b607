import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { TableOwners } from '../table-owners';

// Certificates of attendance (docs/product.md#certificates), owned by the events feature that knows who came.

export interface EventCertificateSettingsTable {
  event_id: number;
  title: string;
  signatory_name: string;
  signatory_role: string;
  updated_at: string;
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
}
export type EventCertificateRow = Selectable<EventCertificatesTable>;
export type NewEventCertificateRow = Insertable<EventCertificatesTable>;
export type EventCertificateUpdate = Updateable<EventCertificatesTable>;

export interface CertificateTables {
  event_certificate_settings: EventCertificateSettingsTable;
  event_certificates: EventCertificatesTable;
}

/** Who owns each table (docs/architecture.md#database): only the owner's files name it in a query. */
export const certificateTableOwners = {
  event_certificate_settings: 'features/events',
  event_certificates: 'features/events',
} as const satisfies TableOwners<CertificateTables>;
