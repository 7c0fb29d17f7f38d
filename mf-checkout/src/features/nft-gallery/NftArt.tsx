/**
 * The collectibles' pictures, drawn here as SVG (ours, made for Pulp): a background, a fruit
 * shape and a few highlights per design. No image files, no requests.
 */
interface Art {
  sky: [string, string];
  fruit: string;
  leaf: string;
  /** What the design shows: a whole fruit, a sliced one, a jar or the squeezed-orange logo. */
  shape: 'logo' | 'slice' | 'drop' | 'jar';
}

const ARTS: Record<string, Art> = {
  'pulp-genesis': { sky: ['#1e1b4b', '#7c3aed'], fruit: '#f97316', leaf: '#22c55e', shape: 'logo' },
  'citrus-sticker': { sky: ['#fef9c3', '#fde047'], fruit: '#facc15', leaf: '#65a30d', shape: 'slice' },
  'mango-sunrise': { sky: ['#fb7185', '#fbbf24'], fruit: '#f59e0b', leaf: '#15803d', shape: 'drop' },
  'honey-pot': { sky: ['#78350f', '#d97706'], fruit: '#fbbf24', leaf: '#92400e', shape: 'jar' },
};

function Shape({ art }: { art: Art }) {
  switch (art.shape) {
    case 'logo':
      return (
        <g>
          <circle cx="100" cy="108" r="52" fill={art.fruit} />
          <path d="M100 56 C 92 38, 112 30, 120 40 C 112 44, 106 50, 100 56 Z" fill={art.leaf} />
          <path d="M70 110 Q100 150 130 110" stroke="#fff7ed" strokeWidth="8" fill="none" strokeLinecap="round" />
          <circle cx="82" cy="96" r="6" fill="#fff7ed" />
          <circle cx="118" cy="96" r="6" fill="#fff7ed" />
        </g>
      );
    case 'slice':
      return (
        <g>
          <circle cx="100" cy="105" r="58" fill="#fff" />
          <circle cx="100" cy="105" r="50" fill={art.fruit} />
          {[0, 45, 90, 135].map((angle) => (
            <line key={angle} x1="100" y1="105" x2={100 + 50 * Math.cos((angle * Math.PI) / 180)} y2={105 + 50 * Math.sin((angle * Math.PI) / 180)} stroke="#fff" strokeWidth="4" />
          ))}
          {[180, 225, 270, 315].map((angle) => (
            <line key={angle} x1="100" y1="105" x2={100 + 50 * Math.cos((angle * Math.PI) / 180)} y2={105 + 50 * Math.sin((angle * Math.PI) / 180)} stroke="#fff" strokeWidth="4" />
          ))}
        </g>
      );
    case 'drop':
      return (
        <g>
          <circle cx="100" cy="150" r="40" fill="#fde68a" opacity="0.7" />
          <path d="M100 40 C 140 90, 150 120, 100 160 C 50 120, 60 90, 100 40 Z" fill={art.fruit} />
          <path d="M100 40 C 96 28, 110 20, 118 28 C 110 30, 104 34, 100 40 Z" fill={art.leaf} />
        </g>
      );
    case 'jar':
      return (
        <g>
          <rect x="62" y="66" width="76" height="92" rx="18" fill={art.fruit} />
          <rect x="56" y="52" width="88" height="18" rx="6" fill={art.leaf} />
          <path d="M62 100 Q 80 92 100 100 T 138 100" stroke="#fef3c7" strokeWidth="6" fill="none" />
          <ellipse cx="86" cy="128" rx="8" ry="12" fill="#fef3c7" opacity="0.6" />
        </g>
      );
  }
}

/** A design's picture, named for screen readers by the design's name. */
export function NftArt({ slug, label }: { slug: string; label: string }) {
  const art = ARTS[slug] ?? ARTS['citrus-sticker'];
  const gradient = `nft-sky-${slug}`;
  return (
    <svg viewBox="0 0 200 200" role="img" aria-label={label} width="100%" style={{ display: 'block', aspectRatio: '1 / 1' }}>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={art.sky[0]} />
          <stop offset="1" stopColor={art.sky[1]} />
        </linearGradient>
      </defs>
      <rect width="200" height="200" fill={`url(#${gradient})`} />
      <Shape art={art} />
    </svg>
  );
}
