import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

/** Test-only helpers shared by the events API tests. */

export const ADMIN_EMAIL = 'events.admin@iic.example.edu';
export const USER_EMAIL = 'student@example.org';

export const VALID_FIELDS = {
  name: 'Demo Day',
  description: 'Startups pitch to investors.',
  category: 'seminar',
  start_date: '2030-03-10',
  end_date: '2030-03-11',
  time: '10:00 AM - 1:30 PM',
  location: 'Main auditorium',
  attendees: '120',
  registration_link: 'https://example.org/register',
};

export async function pngImage(width = 800, height = 600, colour = '#2255aa'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

export interface Multipart {
  payload: Buffer;
  headers: Record<string, string>;
}

/** A multipart/form-data body, encoded by the platform's own FormData. */
export async function multipart(
  fields: Record<string, string>,
  file?: { bytes: Buffer; name?: string; type?: string; field?: string },
): Promise<Multipart> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file)
    form.append(
      file.field ?? 'image',
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/png' }),
      file.name ?? 'picture.png',
    );
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

/** Changes the event as the holder of `headers` (an admin, or someone who must be refused). */
export function patchEvent(
  app: FastifyInstance,
  headers: Record<string, string>,
  id: number | string,
  changes: Record<string, unknown>,
) {
  return app.inject({ method: 'PATCH', url: `/api/events/${id}`, payload: changes, headers });
}

/** Deletes the event as the holder of `headers`. */
export function deleteEvent(app: FastifyInstance, headers: Record<string, string>, id: number | string) {
  return app.inject({ method: 'DELETE', url: `/api/events/${id}`, headers });
}
