import { Box, Flex, Text } from '@chakra-ui/react';
import { receiptRows, type Receipt } from '@vendange/contracts';

/**
 * Printing: only the receipt, on an 80 mm roll (the browser's print dialog with the till's receipt printer). The
 * rest of the page is hidden from print, whatever the dashboard's chrome around it.
 */
const PRINT_CSS = `
@media print {
  @page { size: 80mm auto; margin: 0; }
  body * { visibility: hidden !important; }
  .till-receipt, .till-receipt * { visibility: visible !important; }
  .till-receipt { position: absolute !important; left: 0; top: 0; width: 80mm !important; margin: 0 !important; padding: 3mm !important; border: none !important; box-shadow: none !important; }
}`;

/** The receipt in its narrow layout, the rows of receiptRows (the PDF prints the same). */
export function ReceiptView({ receipt, copy }: { receipt: Receipt; copy: number | null }) {
  return (
    <>
      <style>{PRINT_CSS}</style>
      <Box className="till-receipt" data-testid="till-receipt" w="80mm" maxW="full" mx="auto" p="3" bg="white" borderWidth="1px" borderRadius="sm"
        fontFamily="'DejaVu Sans Mono', Menlo, Consolas, monospace" fontSize="xs" color="black">
        {receiptRows(receipt, copy).map((r, i) => (r.rule
          ? <Box key={i} borderTopWidth="1px" borderStyle="dashed" borderColor="gray.500" my="1.5" />
          : (
            <Flex key={i} justify={r.center ? 'center' : 'space-between'} gap="2" fontWeight={r.strong ? 'bold' : 'normal'}>
              <Text textAlign={r.center ? 'center' : 'start'} whiteSpace="pre-wrap" overflowWrap="anywhere">{r.left}</Text>
              {r.right ? <Text flexShrink={0} textAlign="end">{r.right}</Text> : null}
            </Flex>
          )))}
      </Box>
    </>
  );
}
