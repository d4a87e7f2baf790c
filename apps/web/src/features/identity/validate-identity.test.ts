import { describe, expect, it } from 'vitest';
import { IDENTITY_IMAGE_MAX_BYTES, identityProblem, photoProblem } from './validate-identity.ts';

const photo = { name: 'a.png' };
const full = { realName: 'Anna Schmidt', idType: 'passport' as const, idNumber: 'c1234567', front: photo, back: photo };

describe('identity form', () => {
  it('asks for the fields, then the front, then the back', () => {
    expect(identityProblem({ ...full, realName: ' ' })).toBe('validation.fillComplete');
    expect(identityProblem({ ...full, idNumber: '' })).toBe('validation.fillComplete');
    expect(identityProblem({ ...full, front: undefined, back: undefined })).toBe('validation.uploadFront');
    expect(identityProblem({ ...full, back: undefined })).toBe('validation.uploadBack');
  });

  it('checks the name and the number against the document type', () => {
    expect(identityProblem({ ...full, realName: 'A1' })).toBe('identity.nameInvalid');
    expect(identityProblem({ ...full, idNumber: 'AB' })).toBe('identity.numberInvalid');
    expect(identityProblem({ ...full, idType: 'id_card', idNumber: '110105194912310021' })).toBe('identity.idCardNumberInvalid');
    expect(identityProblem({ ...full, idType: 'id_card', idNumber: '11010519491231002x' })).toBeUndefined();
    expect(identityProblem(full)).toBeUndefined();
  });

  it('takes JPEG, PNG and WebP photos up to the limit', () => {
    expect(photoProblem({ type: 'image/png', size: 1000 })).toBeUndefined();
    expect(photoProblem({ type: 'image/gif', size: 1000 })).toBe('identity.photoType');
    expect(photoProblem({ type: 'image/webp', size: IDENTITY_IMAGE_MAX_BYTES + 1 })).toBe('identity.photoTooLarge');
  });
});
