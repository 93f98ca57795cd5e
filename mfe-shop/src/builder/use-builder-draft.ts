import { useCallback, useState } from 'react';
import { emptyDraft, keepValid, type BuilderDraft } from './builder-draft';

/** One draft per box builder, for this tab only (sessionStorage): a wine's page and the composer share it. */
export const draftStorageKey = (builderId: number): string => `vendange.builder-draft.${builderId}`;

function readStored(builderId: number): unknown {
  try {
    return JSON.parse(sessionStorage.getItem(draftStorageKey(builderId)) ?? 'null');
  } catch {
    return null;
  }
}

function writeStored(builderId: number, draft: BuilderDraft): void {
  try {
    if (draft.items.length === 0) sessionStorage.removeItem(draftStorageKey(builderId));
    else sessionStorage.setItem(draftStorageKey(builderId), JSON.stringify(draft));
  } catch { /* storage full or refused: the draft lives on this page only */ }
}

/**
 * The box being composed for `builderId`, valid for the builder as the server gives it (eligible
 * wines, size): `update` applies a rule of builder-draft.ts and keeps the result, `clear` empties it.
 */
export function useBuilderDraft(builderId: number, builder: { size: number; wines: ReadonlyArray<{ productId: number; formatId: number }> } | undefined) {
  const [raw, setRaw] = useState<unknown>(() => readStored(builderId));
  const [readFor, setReadFor] = useState(builderId);
  // Another builder on the same screen (a link from one box to another): read its own draft.
  if (readFor !== builderId) {
    setReadFor(builderId);
    setRaw(readStored(builderId));
  }
  const draft = builder ? keepValid(raw, builder.wines, builder.size) : emptyDraft;
  const update = useCallback((change: (d: BuilderDraft) => BuilderDraft) => {
    if (!builder) return;
    // From the latest state (two quick clicks both count); writing the same result twice is harmless.
    setRaw((previous: unknown) => {
      const next = change(keepValid(previous, builder.wines, builder.size));
      writeStored(builderId, next);
      return next;
    });
  }, [builder, builderId]);
  const clear = useCallback(() => {
    writeStored(builderId, emptyDraft);
    setRaw(emptyDraft);
  }, [builderId]);
  return { draft, update, clear };
}
