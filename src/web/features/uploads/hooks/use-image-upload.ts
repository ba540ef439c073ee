import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { UPLOAD_MESSAGES, type UploadedImage, type UploadFolder } from '#shared/uploads/uploads.ts';
import { ApiError } from '#web/lib/api-client.ts';
import {
  canFallBackToInline,
  checkImageFile,
  readAsDataUrl,
  sniffImageType,
  uploadImage,
} from '../api/upload-image.ts';
import { useUploadMessages } from '../i18n.ts';

/**
 * Upload one image with progress and the toasts of docs/product.md §9.5. `upload` resolves with the stored image,
 * or `{ url: 'data:…' }` after the base64 fallback, or null when nothing was stored.
 */
export function useImageUpload(folder: UploadFolder) {
  const say = useUploadMessages();
  const failed = (description: string = UPLOAD_MESSAGES.failed) =>
    toast.error(say(UPLOAD_MESSAGES.failedTitle), { description: say(description) });
  const [progress, setProgress] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  async function upload(file: File): Promise<UploadedImage | null> {
    const type = await sniffImageType(file);
    const problem = checkImageFile({ type, size: file.size });
    if (problem || !type) {
      failed(problem ?? UPLOAD_MESSAGES.notAnImage);
      return null;
    }
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setProgress(0);
    try {
      return await uploadImage(file, folder, setProgress, abort.signal);
    } catch (error) {
      if (abort.signal.aborted) return null;
      if (canFallBackToInline(error, file.size)) {
        const url = await readAsDataUrl(file, type);
        toast.success(say(UPLOAD_MESSAGES.base64Fallback));
        return { url };
      }
      // A refused file or an expired session says why; anything else is the generic text of docs/product.md §9.5.
      failed(error instanceof ApiError && error.isClientError ? error.message : undefined);
      return null;
    } finally {
      if (controller.current === abort) {
        controller.current = null;
        setProgress(null);
      }
    }
  }

  return { progress, uploading: progress !== null, upload };
}
