import { Table } from '@chakra-ui/react';
import type { ContentLanguage, ProductDetail } from '@vendange/contracts';
import { eLabelTerms, localDecimal } from './elabel-terms';

type Nutrition = NonNullable<ProductDetail['nutrition']>;

/** The nutrition declaration per 100 ml (EU 2021/2117), in the label's language: the e-label and the product page. */
export function NutritionTable({ n, language }: { n: Nutrition; language: ContentLanguage }) {
  const t = eLabelTerms[language];
  const g = (v: string | null) => (v === null ? '-' : `${localDecimal(v, language)} g`);
  const rows: Array<[string, string, boolean]> = [
    [t.energy, n.energyKj === null && n.energyKcal === null ? '-' : `${n.energyKj === null ? '-' : localDecimal(n.energyKj, language)} kJ / ${n.energyKcal === null ? '-' : localDecimal(n.energyKcal, language)} kcal`, false],
    [t.fat, g(n.fat), false], [t.saturates, g(n.saturatedFat), true], [t.carbohydrate, g(n.carbohydrates), false],
    [t.sugars, g(n.sugars), true], [t.protein, g(n.proteins), false], [t.salt, g(n.salt), false],
  ];
  return (
    <Table.Root size="sm" data-testid="elabel-nutrition">
      <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" pb="2">{t.per100}</Table.Caption>
      <Table.Body>
        {rows.map(([label, value, sub]) => (
          <Table.Row key={label}>
            <Table.Cell ps={sub ? '6' : '2'}>{label}</Table.Cell>
            <Table.Cell textAlign="end">{value}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
