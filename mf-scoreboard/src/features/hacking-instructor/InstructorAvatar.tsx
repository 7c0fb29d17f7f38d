/** Pip, the hacking instructor: a blood orange in a hoodie (drawn for Pulp). */
export function InstructorAvatar({ size = 56 }: { size?: number }) {
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false">
      <path d="M10 60c2-12 10-18 22-18s20 6 22 18z" fill="#3f3f46" />
      <path d="M24 44l8 8 8-8" fill="none" stroke="#a1a1aa" strokeWidth="2" strokeLinecap="round" />
      <circle cx="32" cy="28" r="17" fill="#f97316" />
      <circle cx="32" cy="28" r="17" fill="none" stroke="#c2410c" strokeWidth="2" />
      <path d="M32 11c2-5 7-7 11-6-1 5-6 8-11 6z" fill="#22c55e" />
      <path d="M32 11v-4" stroke="#15803d" strokeWidth="2" strokeLinecap="round" />
      <rect x="19" y="22" width="11" height="7" rx="3" fill="#18181b" />
      <rect x="34" y="22" width="11" height="7" rx="3" fill="#18181b" />
      <path d="M30 25h4" stroke="#18181b" strokeWidth="2" />
      <path d="M26 35c3 3 9 3 12 0" fill="none" stroke="#7c2d12" strokeWidth="2" strokeLinecap="round" />
      <circle cx="22" cy="33" r="2" fill="#fdba74" />
      <circle cx="42" cy="33" r="2" fill="#fdba74" />
    </svg>
  );
}
