import { type IdType, isValidDocumentNumber, isValidRealName, normalizeDocumentNumber } from '@meridian/contract/identity-rules';

/** The server's limit (IDENTITY_IMAGE_MAX_BYTES default); checked here so a large photo is refused before it is sent. */
export const IDENTITY_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IDENTITY_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Why a picked photo cannot be used, as an i18n key; undefined when it can. */
export function photoProblem(file: { type: string; size: number }): string | undefined {
  if (!(IDENTITY_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'identity.photoType';
  if (file.size > IDENTITY_IMAGE_MAX_BYTES) return 'identity.photoTooLarge';
  if (file.size === 0) return 'identity.photoType';
  return undefined;
}

type Draft = { realName: string; idType: IdType; idNumber: string; front?: unknown; back?: unknown };

/** The spec's order (§5): everything filled in, then the front, then the back; then the rules of the contract. */
export function identityProblem(draft: Draft, today?: Date): string | undefined {
  if (!draft.realName.trim() || !draft.idNumber.trim()) return 'validation.fillComplete';
  if (!draft.front) return 'validation.uploadFront';
  if (!draft.back) return 'validation.uploadBack';
  if (!isValidRealName(draft.realName)) return 'identity.nameInvalid';
  if (!isValidDocumentNumber(draft.idType, normalizeDocumentNumber(draft.idNumber), today)) {
    // The ID card is the Chinese resident card: its rule is said, and the other way named.
    return draft.idType === 'id_card' ? 'identity.idCardNumberInvalid' : 'identity.numberInvalid';
  }
  return undefined;
}
