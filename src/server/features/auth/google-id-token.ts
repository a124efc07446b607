import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';

const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

export interface GoogleIdentity {
  email: string;
  name: string | undefined;
  picture: string | undefined;
}

export type GoogleTokenVerifier = (credential: string) => Promise<GoogleIdentity>;

/**
 * Checks a Google ID token the way Google asks: signature against its published
 * keys, audience (our client id), issuer, expiry, the authorized party when there is one (also our
 * client id: a token Google issued to another app for our audience is not a sign-in here), and a
 * verified email.
 */
export function createGoogleTokenVerifier(clientId: string, jwksUrl: string): GoogleTokenVerifier {
  const keys: JWTVerifyGetKey = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: 5000 });
  return async (credential) => {
    const { payload } = await jwtVerify(credential, keys, {
      issuer: GOOGLE_ISSUERS,
      audience: clientId,
      algorithms: ['RS256'],
      clockTolerance: 30,
    });
    if (payload.azp !== undefined && payload.azp !== clientId) {
      throw new Error('Google token was issued to another client (azp)');
    }
    if (payload.email_verified !== true || typeof payload.email !== 'string' || !payload.email) {
      throw new Error('Google account email is not verified');
    }
    return {
      email: payload.email.toLowerCase(),
      name: typeof payload.name === 'string' ? payload.name.slice(0, 100) : undefined,
      picture:
        typeof payload.picture === 'string' && payload.picture.startsWith('https://')
          ? payload.picture
          : undefined,
    };
  };
}
