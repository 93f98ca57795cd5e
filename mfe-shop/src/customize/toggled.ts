/** Adds or removes one value of a list of choices (ticked: at the end, once; unticked: gone). */
export const toggled = <T,>(list: T[], value: T, on: boolean): T[] => (on ? [...list.filter((v) => v !== value), value] : list.filter((v) => v !== value));
