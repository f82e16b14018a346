import { createRemoteJWKSet, type JWTVerifyGetKey, errors as joseErrors, jwtVerify } from 'jose';
import { HttpError } from '../../lib/http-error.ts';

export interface GoogleIdentity {
  subject: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
}

const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

// Failures of reaching or reading Google's keys, as opposed to a token that is simply not valid.
const KEY_SET_FAILURES = new Set(['ERR_JWKS_TIMEOUT', 'ERR_JWKS_INVALID']);

/**
 * Verifies a Google ID token's signature (against the configured JWKS, cached by jose),
 * audience (our client id), issuer and expiry, and that Google verified the email.
 */
export class GoogleIdTokenVerifier {
  private readonly keys: JWTVerifyGetKey;

  constructor(
    readonly clientId: string | undefined,
    jwksUrl: string,
  ) {
    this.keys = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: 5000 });
  }

  async verify(idToken: string): Promise<GoogleIdentity> {
    if (!this.clientId) throw new HttpError(404, 'google_login_disabled');
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(idToken, this.keys, {
        issuer: GOOGLE_ISSUERS,
        audience: this.clientId,
        algorithms: ['RS256'],
        requiredClaims: ['sub', 'exp', 'iat'],
      }));
    } catch (error) {
      if (error instanceof joseErrors.JOSEError && !KEY_SET_FAILURES.has(error.code)) {
        throw new HttpError(401, 'login_not_authorized');
      }
      // A network failure fetching the keys is not a JOSE error: the user should retry.
      throw new HttpError(502, 'google_unavailable');
    }
    const {
      sub,
      email,
      email_verified: emailVerified,
      given_name: givenName,
      family_name: familyName,
    } = payload;
    if (typeof sub !== 'string' || typeof email !== 'string' || emailVerified !== true) {
      throw new HttpError(401, 'login_not_authorized');
    }
    return {
      subject: sub,
      email: email.trim().toLowerCase(),
      firstName: typeof givenName === 'string' ? givenName : null,
      lastName: typeof familyName === 'string' ? familyName : null,
    };
  }
}
