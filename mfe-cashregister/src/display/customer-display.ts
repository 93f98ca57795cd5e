import { POLE_DISPLAY_BRIDGE_URL, displayTexts, type DisplayScreen } from '@vendange/contracts';

/** How long the till waits for the display bridge before going on: the customer display never slows a sale. */
const BRIDGE_TIMEOUT_MS = 1500;

/**
 * Shows a screen on the sales point's customer display through the bridge on the till's machine
 * (docs/decisions/customer-display.md). Without a device, nothing is sent; a bridge that is not running or a
 * device that fails is only logged (spec: serial errors are only logged), so this never rejects.
 */
export async function showOnCustomerDisplay(device: string | null | undefined, screen: DisplayScreen, bridgeUrl = POLE_DISPLAY_BRIDGE_URL): Promise<boolean> {
  if (!device) return false;
  try {
    const res = await fetch(`${bridgeUrl}/display`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ device, ...displayTexts(screen) }),
      signal: AbortSignal.timeout(BRIDGE_TIMEOUT_MS),
    });
    if (!res.ok) { console.warn(`customer display: the bridge answered ${res.status}`); return false; }
    return ((await res.json()) as { written?: boolean }).written === true;
  } catch (error) {
    console.warn('customer display: the bridge is not reachable', error);
    return false;
  }
}
