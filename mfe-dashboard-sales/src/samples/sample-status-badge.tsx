import { Badge } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Sample } from '@vendange/contracts';
import { sampleStatusLabels, sampleStatusPalette } from './sample-labels';

/** A sample's status, and « À relancer » beside it when its follow-up day has come. */
export function SampleStatusBadge({ sample }: { sample: Pick<Sample, 'status' | 'due'> }) {
  const { i18n } = useLingui();
  return (
    <>
      <Badge colorPalette={sampleStatusPalette[sample.status]} data-testid="sample-status" data-status={sample.status}>{i18n._(sampleStatusLabels[sample.status])}</Badge>
      {sample.due ? <Badge colorPalette="red" variant="solid" ms="1" data-testid="sample-due"><Trans>À relancer</Trans></Badge> : null}
    </>
  );
}
