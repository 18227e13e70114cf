import { useState } from 'react';
import { InitialsAvatar } from './ui/avatar';
import { cn } from './ui/cn';

/**
 * A child's picture (uploaded or generated) with the initials standing in when it cannot load.
 * Decorative: the name is always written next to it.
 */
export function PersonAvatar({ name, src, className }: { name: string; src: string; className?: string }) {
  const [failedSrc, setFailedSrc] = useState<string>();
  if (!src || failedSrc === src) return <InitialsAvatar name={name} className={className} />;
  return (
    <img
      src={src}
      alt=""
      onError={() => setFailedSrc(src)}
      className={cn('size-10 shrink-0 rounded-full bg-violet-100 object-cover dark:bg-violet-900', className)}
    />
  );
}
