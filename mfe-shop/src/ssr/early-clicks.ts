/**
 * Clicks on the server-rendered page's buttons before it is hydrated do nothing by themselves (links
 * and forms work without script): they are held, and clicked again once the page is live, in order.
 * Returns the function that stops holding and replays them.
 */
export function holdEarlyClicks(doc: Document, root: HTMLElement | null): () => void {
  const held: HTMLElement[] = [];
  const hold = (event: Event) => {
    const button = (event.target as Element | null)?.closest?.('button');
    if (!button || !root?.contains(button) || button.disabled) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(button);
  };
  doc.addEventListener('click', hold, true);
  return () => {
    doc.removeEventListener('click', hold, true);
    for (const button of held.splice(0)) if (button.isConnected) button.click();
  };
}
