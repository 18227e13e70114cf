import { useState } from 'react';
import { InitialsAvatar } from '../../../components/ui/avatar';
import { cn } from '../../../components/ui/cn';

/** A child's avatar (uploaded or generated); the initials stand in when the image cannot load. Decorative. */
export function ChildAvatar({ name, src, className }: { name: string; src: string; className?: string }) {
  const [failedSrc, setFailedSrc] = useState<string>();
  if (!src || failedSrc === src) return <InitialsAvatar name={name} className={cn('size-14 text-lg', className)} />;
  return (
    <img
      src={src}
      alt=""
      onError={() => setFailedSrc(src)}
      className={cn('size-14 shrink-0 rounded-full bg-violet-100 object-cover dark:bg-violet-900', className)}
    />
  );
}
