/** Props the shell passes to every MFE parcel (and updates on each navigation). */
export interface MfeProps {
  location: { pathname: string; search: string; hash: string };
  navigate: (to: string, options?: { replace?: boolean }) => void;
}
