export interface Snack {
  kind: 'success' | 'error';
  text: string;
  /** A new key for each message, so that the same text said twice shows again. */
  key: number;
}

/** The storefront's one message at a time, read out by screen readers. */
export function Snackbar({ snack }: { snack: Snack | null }) {
  return (
    <div className="sf-snacks" aria-live="polite">
      {snack ? <div key={snack.key} role="status" className={`sf-snack sf-snack-${snack.kind}`} data-testid={`snackbar-${snack.kind}`}>{snack.text}</div> : null}
    </div>
  );
}
