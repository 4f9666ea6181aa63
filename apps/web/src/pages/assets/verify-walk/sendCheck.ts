import type { VerifyCheckLine } from '@bo/contract';
import { request } from '../../../api/client';
import { uploadPicture } from '../../../api/upload';

/**
 * One line's result to `POST verify/check/{id}`; a photo goes first through the upload endpoint (the
 * verify group) and becomes the line's evidence. Silent: the walk page says itself what went wrong.
 */
export async function sendCheck(formId: number, line: VerifyCheckLine, photo: Blob | null): Promise<void> {
  let evidence = line.evidence ?? [];
  if (photo) {
    const file = photo instanceof File ? photo : new File([photo], 'photo.jpg', { type: photo.type });
    evidence = [await uploadPicture(file, 'verify')];
  }
  await request<string>(`verify/check/${formId}`, {
    method: 'POST',
    data: { lines: [{ ...line, evidence }] },
    silent: true,
  });
}
