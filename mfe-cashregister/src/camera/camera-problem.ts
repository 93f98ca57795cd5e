/** Why the camera could not be opened, from the error getUserMedia (or its absence) gave. */
export type CameraProblem = 'refused' | 'absent' | 'busy' | 'insecure' | 'other';

/**
 * The browser's reasons (DOMException names of getUserMedia) told apart, so the till can say what to do: allow the
 * camera, plug one in, close the app holding it, or open the till over https.
 */
export function cameraProblemOf(error: unknown): CameraProblem {
  const name = error instanceof Error || (typeof error === 'object' && error !== null && 'name' in error) ? String((error as { name: unknown }).name) : '';
  if (name === 'NotAllowedError' || name === 'PermissionDeniedError' || name === 'SecurityError') return 'refused';
  if (name === 'NotFoundError' || name === 'DevicesNotFoundError' || name === 'OverconstrainedError') return 'absent';
  if (name === 'NotReadableError' || name === 'TrackStartError' || name === 'AbortError') return 'busy';
  if (name === 'NoMediaDevices') return 'insecure';
  return 'other';
}

/** The camera stream a till wants: the back camera of a phone or tablet when there is one. */
export async function openCamera(): Promise<MediaStream> {
  // Without a secure context (http on another machine than localhost) browsers give no mediaDevices at all.
  if (!navigator.mediaDevices?.getUserMedia) throw Object.assign(new Error('no mediaDevices'), { name: 'NoMediaDevices' });
  return navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
}
