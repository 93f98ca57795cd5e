/** The few icons the storefront draws, as inline SVG (no icon library in the page's JavaScript). */
const paths = {
  menu: 'M4 6h16M4 12h16M4 18h16',
  cart: 'M6 6h15l-1.5 9h-12zM6 6 5 3H2m7 18a1 1 0 1 0 0-2 1 1 0 0 0 0 2m9 0a1 1 0 1 0 0-2 1 1 0 0 0 0 2',
  close: 'M6 6l12 12M18 6 6 18',
  back: 'm15 18-6-6 6-6',
  down: 'm6 9 6 6 6-6',
  plus: 'M12 5v14M5 12h14',
  lock: 'M7 11V7a5 5 0 0 1 10 0v4M5 11h14v10H5z',
  wine: 'M8 2h8l-1 7a3 3 0 0 1-6 0zM12 12v9m-4 0h8',
} as const;

/** Drawn in strokes by the stylesheet's `.sf-i` (one rule, not five attributes on each of a shop page's 100 'Ajouter' icons). */
export function Icon({ name, size = 20 }: { name: keyof typeof paths; size?: number }) {
  return (
    <svg className="sf-i" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
      <path d={paths[name]} />
    </svg>
  );
}
