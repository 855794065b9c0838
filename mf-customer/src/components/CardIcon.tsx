// Simple line icons for the content's link cards, named by the card's `icon` field. Decorative only.
const PATHS: Record<string, string> = {
  paperless: 'M6 2h9l5 5v15H6z M15 2v5h5 M9 12h8 M9 16h8',
  autopay:
    'M4 12a8 8 0 0 1 14-5l2-2v6h-6l2-2a5 5 0 0 0-9 3 M20 12a8 8 0 0 1-14 5l-2 2v-6h6l-2 2a5 5 0 0 0 9-3',
  usage: 'M4 20h16 M6 20v-6 M11 20V8 M16 20v-9',
  alert: 'M12 3a6 6 0 0 1 6 6v5l2 3H4l2-3V9a6 6 0 0 1 6-6z M10 20a2 2 0 0 0 4 0',
  home: 'M3 11l9-8 9 8 M5 10v10h5v-6h4v6h5V10',
  form: 'M8 3h8v3H8z M6 5h12v16H6z M9 11h6 M9 15h6',
  document: 'M6 2h9l5 5v15H6z M15 2v5h5',
  link: 'M10 14a4 4 0 0 0 6 0l3-3a4 4 0 0 0-6-6l-1 1 M14 10a4 4 0 0 0-6 0l-3 3a4 4 0 0 0 6 6l1-1',
};

export function CardIcon({ name }: { name: string | null | undefined }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="40"
      height="40"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[name ?? ''] ?? PATHS.link} />
    </svg>
  );
}
