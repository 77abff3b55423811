/**
 * The product's mark (a person with an approval tick), drawn inline so the sign-in screens show it without
 * antd or a request; public/favicon.svg is the same drawing for the browser tab.
 */
export function AppLogo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false" style={{ flex: 'none', display: 'block' }}>
      <rect width="32" height="32" rx="8" fill="#1668dc" />
      <circle cx="13" cy="11" r="4.5" fill="#fff" />
      <path d="M4.5 26c0-4.9 3.8-8.5 8.5-8.5s8.5 3.6 8.5 8.5z" fill="#fff" />
      <path d="M19.5 17.5l3 3 6-6.5" fill="none" stroke="#95de64" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
