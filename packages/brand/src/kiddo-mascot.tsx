import { useId } from 'react';

export type KiddoMood = 'happy' | 'thinking' | 'sleepy';

interface KiddoMascotProps {
  /** Width and height in pixels. */
  size?: number;
  /** happy: greeting and replies; thinking: while a reply is coming; sleepy: a limit was reached. */
  mood?: KiddoMood;
  /**
   * The accessible name when the mascot is the picture that says something (e.g. the login page's
   * "Kiddo"). Without it the mascot is decoration and hidden from assistive technology.
   */
  title?: string;
  className?: string;
}

/**
 * Kiddo, the site's own mascot: a round violet buddy with a star antenna, big eyes and a wave.
 * Drawn in SVG so it stays sharp at any size and costs no image request.
 */
export function KiddoMascot({ size = 96, mood = 'happy', title, className }: KiddoMascotProps) {
  // Gradient ids must be unique per instance; React's ids contain characters url(#…) dislikes.
  const id = `kiddo${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const pupilShift = mood === 'thinking' ? { x: 3, y: -3 } : { x: 1, y: 1 };

  const frame = { viewBox: '0 0 120 120', width: size, height: size, className, 'data-mood': mood } as const;
  const drawing = (
    <>
      <defs>
        <linearGradient id={`${id}-body`} x1="0" y1="0" x2="0.3" y2="1">
          <stop offset="0" stopColor="#b49cff" />
          <stop offset="1" stopColor="#7c4dff" />
        </linearGradient>
        <radialGradient id={`${id}-glow`} cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#fff7c2" />
          <stop offset="1" stopColor="#ffd43b" />
        </radialGradient>
      </defs>

      {/* antenna with a star: Kiddo's "idea" light */}
      <path d="M60 24 Q58 14 66 9" stroke="#6d3ae0" strokeWidth="3.5" fill="none" strokeLinecap="round" />
      <path
        d="M67 1.5 l2.4 5 5.4 0.7 -4 3.7 1 5.4 -4.8 -2.6 -4.8 2.6 1 -5.4 -4 -3.7 5.4 -0.7z"
        fill={`url(#${id}-glow)`}
        stroke="#f59f00"
        strokeWidth="1.2"
        strokeLinejoin="round"
      />

      {/* feet */}
      <ellipse cx="44" cy="110" rx="11" ry="6" fill="#5f2fd1" />
      <ellipse cx="76" cy="110" rx="11" ry="6" fill="#5f2fd1" />

      {/* left arm resting, right arm waving */}
      <ellipse cx="19" cy="78" rx="8" ry="13" transform="rotate(25 19 78)" fill="#8c63ff" />
      <ellipse cx="106" cy="44" rx="7.5" ry="13" transform="rotate(30 106 44)" fill="#8c63ff" />

      {/* body */}
      <path
        d="M60 22 C89 22 106 43 106 70 C106 95 87 111 60 111 C33 111 14 95 14 70 C14 43 31 22 60 22Z"
        fill={`url(#${id}-body)`}
      />
      <ellipse cx="60" cy="97" rx="26" ry="12" fill="#efe8ff" opacity="0.85" />
      <ellipse cx="44" cy="36" rx="12" ry="6" fill="#ffffff" opacity="0.25" transform="rotate(-20 44 36)" />

      {/* eyes */}
      {mood === 'sleepy' ? (
        <g stroke="#2b1a5e" strokeWidth="3.5" strokeLinecap="round" fill="none">
          <path d="M38 60 Q46 66 54 60" />
          <path d="M66 60 Q74 66 82 60" />
        </g>
      ) : (
        <g>
          <circle cx="46" cy="58" r="11.5" fill="#ffffff" />
          <circle cx="74" cy="58" r="11.5" fill="#ffffff" />
          <circle cx={46 + pupilShift.x} cy={58 + pupilShift.y} r="6.5" fill="#2b1a5e" />
          <circle cx={74 + pupilShift.x} cy={58 + pupilShift.y} r="6.5" fill="#2b1a5e" />
          <circle cx={48.5 + pupilShift.x} cy={55.5 + pupilShift.y} r="2.2" fill="#ffffff" />
          <circle cx={76.5 + pupilShift.x} cy={55.5 + pupilShift.y} r="2.2" fill="#ffffff" />
        </g>
      )}

      {/* cheeks */}
      <ellipse cx="32" cy="73" rx="7" ry="4.5" fill="#ff8fc7" opacity="0.8" />
      <ellipse cx="88" cy="73" rx="7" ry="4.5" fill="#ff8fc7" opacity="0.8" />

      {/* mouth */}
      {mood === 'happy' ? (
        <g>
          <path d="M47 72 Q60 92 73 72 Z" fill="#3b1c80" strokeLinejoin="round" />
          <path d="M53 79 Q60 75 67 79 Q60 87 53 79Z" fill="#ff7aa8" />
        </g>
      ) : mood === 'thinking' ? (
        <ellipse cx="62" cy="78" rx="4" ry="3.5" fill="#3b1c80" />
      ) : (
        <path d="M53 76 Q60 81 67 76" stroke="#3b1c80" strokeWidth="3" strokeLinecap="round" fill="none" />
      )}
    </>
  );

  // Two tags rather than conditional attributes, so that the a11y lint can see both cases.
  return title ? (
    <svg {...frame} xmlns="http://www.w3.org/2000/svg" role="img" aria-labelledby={`${id}-title`}>
      <title id={`${id}-title`}>{title}</title>
      {drawing}
    </svg>
  ) : (
    <svg {...frame} xmlns="http://www.w3.org/2000/svg" aria-hidden="true" focusable="false">
      {drawing}
    </svg>
  );
}
