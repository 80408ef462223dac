import { useCallback, useState } from 'react';
import type { UploadedImage } from '../../shared/media.ts';
import { useToast } from '../../ui/toast.tsx';
import { useAdminSession } from '../session/admin-session.ts';
import { problemOf } from '../admin-api.ts';
import { useSessionExpiry } from '../session/use-session-expiry.ts';
import { imageFileProblem, uploadImage } from './upload-image.ts';

/** Uploads one image for the signed-in admin; failures become a toast naming the reason, and null. */
export function useImageUpload() {
  const { token } = useAdminSession();
  const toast = useToast();
  const expired = useSessionExpiry();
  const [uploading, setUploading] = useState(false);

  const upload = useCallback(
    async (file: File): Promise<UploadedImage | null> => {
      const problem = imageFileProblem(file);
      if (problem || !token) {
        toast({ variant: 'destructive', title: 'Image not uploaded', description: problem ?? 'Please log in again' });
        return null;
      }
      setUploading(true);
      try {
        const image = await uploadImage(token, file);
        toast({ title: 'Image uploaded' });
        return image;
      } catch (error) {
        if (!expired(error)) {
          const message = problemOf(error).message;
          toast({ variant: 'destructive', title: 'Image not uploaded', description: message ?? 'Please try again' });
        }
        return null;
      } finally {
        setUploading(false);
      }
    },
    [token, toast, expired],
  );
  return { upload, uploading };
}
