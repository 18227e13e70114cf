import { AVATAR_CROP_DEFAULT_PERCENT, AVATAR_CROP_MIN_PX } from '@kiddo/contracts';
import { type SyntheticEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import ReactCrop, { type Crop, centerCrop, convertToPixelCrop, makeAspectCrop, type PixelCrop } from 'react-image-crop';
import 'react-image-crop/dist/ReactCrop.css';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { cropImageToFile } from './avatar-file';

/** A centred square over 80% of the image's shorter side (80% of the longer one would not fit). */
function initialCrop(width: number, height: number): Crop {
  const share: Crop['width'] = AVATAR_CROP_DEFAULT_PERCENT;
  const crop = width >= height ? { unit: '%' as const, height: share } : { unit: '%' as const, width: share };
  return centerCrop(makeAspectCrop(crop, 1, width, height), width, height);
}

export interface AvatarCropDialogProps {
  /** The chosen image (a data URL); the dialog is open while there is one. */
  src: string | null;
  onCancel: () => void;
  onApply: (file: File) => void;
}

/**
 * The circular 1:1 crop (spec §2): at least 50×50 px, 80% selected at first, the selection always
 * kept. react-image-crop moves it with the arrow keys by 1 px, 10 with Shift, 100 with Ctrl/⌘.
 * Apply turns the selection into avatar.jpg.
 */
export function AvatarCropDialog({ src, onCancel, onApply }: AvatarCropDialogProps) {
  const { t } = useTranslation();
  const imageRef = useRef<HTMLImageElement>(null);
  const [crop, setCrop] = useState<Crop>();
  const [completedCrop, setCompletedCrop] = useState<PixelCrop>();
  const [isApplying, setIsApplying] = useState(false);
  const [hasFailed, setHasFailed] = useState(false);

  const reset = () => {
    setCrop(undefined);
    setCompletedCrop(undefined);
    setIsApplying(false);
    setHasFailed(false);
  };

  const onImageLoad = (event: SyntheticEvent<HTMLImageElement>) => {
    const { width, height } = event.currentTarget;
    const percentCrop = initialCrop(width, height);
    setCrop(percentCrop);
    setCompletedCrop(convertToPixelCrop(percentCrop, width, height));
  };

  const cancel = () => {
    reset();
    onCancel();
  };

  const apply = async () => {
    const image = imageRef.current;
    if (!image || !completedCrop?.width || !completedCrop.height) return;
    setIsApplying(true);
    setHasFailed(false);
    try {
      const file = await cropImageToFile(image, completedCrop);
      reset();
      onApply(file);
    } catch {
      setIsApplying(false);
      setHasFailed(true);
    }
  };

  const handleLabel = t('children.avatar.cropHandle');
  return (
    <Dialog
      isOpen={src !== null}
      title={t('children.avatar.cropTitle')}
      description={t('children.avatar.cropText')}
      onClose={cancel}
      canClose={!isApplying}
      size="lg"
      footer={
        <>
          <Button variant="outline" onClick={cancel} disabled={isApplying}>
            {t('children.avatar.cancel')}
          </Button>
          <Button onClick={() => void apply()} isLoading={isApplying} disabled={!completedCrop}>
            {t('children.avatar.apply')}
          </Button>
        </>
      }
    >
      <div className="flex justify-center rounded-xl bg-slate-100 p-2 dark:bg-slate-800">
        {src && (
          <ReactCrop
            crop={crop}
            onChange={(_pixelCrop, percentCrop) => setCrop(percentCrop)}
            onComplete={(pixelCrop) => setCompletedCrop(pixelCrop)}
            aspect={1}
            circularCrop
            keepSelection
            minWidth={AVATAR_CROP_MIN_PX}
            minHeight={AVATAR_CROP_MIN_PX}
            ariaLabels={{
              cropArea: t('children.avatar.cropArea'),
              nwDragHandle: handleLabel,
              nDragHandle: handleLabel,
              neDragHandle: handleLabel,
              eDragHandle: handleLabel,
              seDragHandle: handleLabel,
              sDragHandle: handleLabel,
              swDragHandle: handleLabel,
              wDragHandle: handleLabel,
            }}
          >
            <img
              ref={imageRef}
              src={src}
              alt={t('children.avatar.cropImage')}
              onLoad={onImageLoad}
              className="block max-h-[55dvh] w-auto max-w-full"
            />
          </ReactCrop>
        )}
      </div>
      {hasFailed && (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700 dark:text-red-400">
          {t('children.avatar.cropError')}
        </p>
      )}
    </Dialog>
  );
}
