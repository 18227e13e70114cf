import { Camera, Loader2, Trash2 } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getInitials } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { AvatarCropDialog } from './avatar-crop-dialog';
import { type AvatarFileProblem, checkAvatarFile, readFileAsDataUrl } from './avatar-file';

export interface AvatarPickerProps {
  /** The child's name, for the initials shown when there is no image. */
  name: string;
  /** The image to show: the child's avatar, or the preview of a held one. */
  imageUrl?: string;
  /** Whether there is a photo the parent can remove (an uploaded or a held one). */
  canRemove: boolean;
  /** An upload or removal runs. */
  isBusy?: boolean;
  /** A line under the buttons (e.g. "sent when the profile is created"). */
  note?: string;
  onCropped: (file: File) => void;
  onRemove: () => void;
}

type PickerProblem = AvatarFileProblem | 'readError';

/**
 * The child's photo: a file is checked (type, size) before anything else, then cropped in a
 * dialog; what happens to the cropped avatar.jpg (upload now, or hold) is the caller's choice.
 * The file input is labelled "Foto" and reached through the "Escolher foto" button.
 */
export function AvatarPicker({
  name,
  imageUrl,
  canRemove,
  isBusy = false,
  note,
  onCropped,
  onRemove,
}: AvatarPickerProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const problemId = `${inputId}-problem`;
  const inputRef = useRef<HTMLInputElement>(null);
  const chooseRef = useRef<HTMLButtonElement>(null);
  /** Set when "Remover foto" is used: that button goes away, and the focus must not go with it. */
  const shouldRefocusRef = useRef(false);
  const [problem, setProblem] = useState<PickerProblem | null>(null);
  const [cropSource, setCropSource] = useState<string | null>(null);
  /** An image that would not load (a removed file, no connection): the initials stand in for it. */
  const [failedUrl, setFailedUrl] = useState<string>();

  const onFileChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again must fire a change
    if (!file) return;
    const fileProblem = checkAvatarFile(file);
    setProblem(fileProblem);
    if (fileProblem) return;
    try {
      setCropSource(await readFileAsDataUrl(file));
    } catch {
      setProblem('readError');
    }
  };

  useEffect(() => {
    if (canRemove || !shouldRefocusRef.current) return;
    shouldRefocusRef.current = false;
    chooseRef.current?.focus();
  }, [canRemove]);

  const showsImage = Boolean(imageUrl) && failedUrl !== imageUrl;
  return (
    <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-center">
      <div className="relative size-24 shrink-0 overflow-hidden rounded-full bg-violet-100 ring-4 ring-violet-50 dark:bg-violet-900 dark:ring-violet-950">
        {showsImage ? (
          <img src={imageUrl} alt="" className="size-full object-cover" onError={() => setFailedUrl(imageUrl)} />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-full items-center justify-center text-2xl font-bold text-violet-800 dark:text-violet-100"
          >
            {name.trim() ? getInitials(name) : <Camera className="size-8" />}
          </span>
        )}
      </div>
      <div className="min-w-0 space-y-2 text-center sm:text-left">
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
          {t('children.avatar.label')}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/gif"
          tabIndex={-1}
          className="sr-only"
          aria-describedby={problem ? `${problemId} ${hintId}` : hintId}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => void onFileChange(event)}
        />
        <div className="flex flex-wrap justify-center gap-2 sm:justify-start">
          {/* Busy buttons stay enabled (aria-disabled): disabling the focused one would drop the focus to the page. */}
          <Button
            ref={chooseRef}
            variant="outline"
            size="sm"
            aria-disabled={isBusy || undefined}
            aria-busy={isBusy || undefined}
            onClick={() => {
              if (!isBusy) inputRef.current?.click();
            }}
          >
            {isBusy ? (
              <Loader2 className="size-4 animate-spin" aria-hidden="true" />
            ) : (
              <Camera className="size-4" aria-hidden="true" />
            )}
            {canRemove ? t('children.avatar.change') : t('children.avatar.choose')}
          </Button>
          {canRemove && (
            <Button
              variant="ghost"
              size="sm"
              aria-disabled={isBusy || undefined}
              onClick={() => {
                if (isBusy) return;
                shouldRefocusRef.current = true;
                onRemove();
              }}
            >
              <Trash2 className="size-4" aria-hidden="true" />
              {t('children.avatar.remove')}
            </Button>
          )}
        </div>
        <p id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
          {t('children.avatar.hint')}
          {note && <span className="block">{note}</span>}
        </p>
        {problem && (
          <p id={problemId} role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
            {t(`children.avatar.${problem}`)}
          </p>
        )}
      </div>
      <AvatarCropDialog
        src={cropSource}
        onCancel={() => setCropSource(null)}
        onApply={(file) => {
          setCropSource(null);
          onCropped(file);
        }}
      />
    </div>
  );
}
