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

  it('takes JPEG, PNG and WebP photos up to the limit, known by their first bytes', async () => {
    const bytes = (head: number[] | string, size = 1000) => {
      const start = typeof head === 'string' ? [...head].map((c) => c.charCodeAt(0)) : head;
      return new Uint8Array([...start, ...new Array<number>(Math.max(0, size - start.length)).fill(0)]);
    };
    const png = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(await photoProblem(new Blob([png], { type: 'image/png' }))).toBeUndefined();
    expect(await photoProblem(new Blob([bytes([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' }))).toBeUndefined();
    expect(await photoProblem(new Blob([bytes('RIFF\0\0\0\0WEBPVP8 ')], { type: 'image/webp' }))).toBeUndefined();
    // A PNG sent under another name or type is still a PNG; a PDF named .jpg is not a photo.
    expect(await photoProblem(new Blob([png], { type: 'application/octet-stream' }))).toBeUndefined();
    expect(await photoProblem(new Blob([bytes('%PDF-1.7')], { type: 'image/jpeg' }))).toBe('identity.photoType');
    expect(await photoProblem(new Blob([bytes('GIF89a')], { type: 'image/gif' }))).toBe('identity.photoType');
    expect(await photoProblem(new Blob([], { type: 'image/png' }))).toBe('identity.photoType');
    expect(await photoProblem(new Blob([bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], IDENTITY_IMAGE_MAX_BYTES + 1)], { type: 'image/png' }))).toBe('identity.photoTooLarge');
  });
});
