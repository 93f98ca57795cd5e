/** A quote still waiting for its client (draft or sent) is expired once its last day (French calendar day) is over. */
export const isExpired = (row: { status: string; validUntil: string | null }, today: string): boolean =>
  (row.status === 'pending' || row.status === 'draft') && row.validUntil !== null && row.validUntil < today;
