import { type IdType, isValidDocumentNumber, isValidRealName, normalizeDocumentNumber } from '@meridian/contract/identity-rules';
import { IMAGE_MIME, imageKindOf } from '@meridian/contract/image-rules';

/** The server's limit (IDENTITY_IMAGE_MAX_BYTES default); checked here so a large photo is refused before it is sent. */
export const IDENTITY_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** What the picker offers; what is sent is decided by the file's first bytes, as on the server. */
export const IDENTITY_IMAGE_TYPES = Object.values(IMAGE_MIME);

/**
 * Why a picked photo cannot be used, as an i18n key; undefined when it can. The file's first bytes
 * decide its format, not its name or declared type (a renamed PDF is refused here, as the server
 * would refuse it, instead of after the upload).
 */
export async function photoProblem(file: Blob): Promise<string | undefined> {
  if (file.size === 0) return 'identity.photoType';
  if (file.size > IDENTITY_IMAGE_MAX_BYTES) return 'identity.photoTooLarge';
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return imageKindOf(head) ? undefined : 'identity.photoType';
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
