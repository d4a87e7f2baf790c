import { randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import { hashToken } from '../../platform/tokens.ts';

/**
 * TOTP (RFC 6238: six digits, 30-second steps, SHA-1 — what every authenticator app reads).
 * Codes are checked against real time, not the demo clock: the operator's phone does not move
 * with it. One step either side is accepted for clock drift, and a step once used is refused.
 */
export const TOTP_ISSUER = 'Meridian back office';

export const newTotpSecret = () => generateSecret();

export const totpUri = (username: string, secret: string) => generateURI({ issuer: TOTP_ISSUER, label: username, secret });

/** The accepted time step, or undefined when the code is wrong or was already used. */
export async function checkTotp(secret: string, code: string, lastStep: number | null): Promise<number | undefined> {
  const result = await verify({
    secret,
    token: code,
    epochTolerance: 30,
    ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
  }).catch(() => undefined);
  return result?.valid && 'timeStep' in result ? result.timeStep : undefined;
}

/** Ten single-use recovery codes, shown once; only their hashes are kept. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: 10 }, () => {
    const raw = randomBytes(8).toString('hex').toUpperCase();
    return `${raw.slice(0, 4)}-${raw.slice(4, 8)}-${raw.slice(8, 12)}-${raw.slice(12)}`;
  });
  return { codes, hashes: codes.map(hashRecoveryCode) };
}

/** Case, spaces and dashes do not matter when a recovery code is typed back. */
export const hashRecoveryCode = (code: string) => hashToken(code.replace(/[\s-]/g, '').toUpperCase());
