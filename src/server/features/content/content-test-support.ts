// Test helpers for the content admin and SEO tests: sessions without mail, and pictures.
import sharp from 'sharp';
import type { Database } from '../../db/database';
import { createSession } from '../sessions/sessions';
import { findUserByEmail, insertUserIfMissing } from '../users/repository';

export async function userWithSession(db: Database, email: string): Promise<{ id: number; token: string }> {
  await insertUserIfMissing(db, {
    email,
    full_name: email.split('@')[0]!,
    picture_url: null,
    now: new Date().toISOString(),
  });
  const user = (await findUserByEmail(db, email))!;
  return { id: user.id, token: await createSession(db, user.id) };
}

export function pngBytes(width = 640, height = 480, background = '#2255aa'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}
