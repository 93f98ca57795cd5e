import { InvoiceService, type Logger } from '@e-invoice-eu/core';
import type { InvoiceDetail } from '@vendange/contracts';
import { calendarDate } from '@vendange/pricing';
import { facturXDataOf } from './factur-x-data';
import { renderInvoicePdf, type PdfLook } from './invoice-pdf';

/** The library logs its warnings; ours go nowhere but errors, which the caller gets as a throw. */
const quiet: Logger = { log: () => {}, warn: () => {}, error: () => {} };

type Source = { number: string; issuedAt: string } | null;
type Cii = Record<string, Record<string, Record<string, Record<string, unknown>>>>;
interface FormatService { postProcess(cii: Cii): void }
interface FactoryHolder { formatFactoryService: { createFormatService(format: string, logger: Logger): FormatService } }

/**
 * A service for one document. @e-invoice-eu/core 2.3.4 drops the preceding invoice (BT-25) when it
 * writes CII (its mapping reads the number one level too high), so a credit note's reference to
 * its invoice is added to the CII after the library's own post-processing: last in the settlement,
 * where the schema wants it. One service per call keeps the reference to its own document.
 */
function serviceFor(source: Source): InvoiceService {
  const service = new InvoiceService(quiet);
  if (!source) return service;
  const factory = (service as unknown as FactoryHolder).formatFactoryService;
  const create = factory.createFormatService.bind(factory);
  factory.createFormatService = (format, logger) => {
    const formatter = create(format, logger);
    const original = formatter.postProcess.bind(formatter);
    formatter.postProcess = (cii) => {
      original(cii);
      const settlement = cii['rsm:CrossIndustryInvoice']!['rsm:SupplyChainTradeTransaction']!['ram:ApplicableHeaderTradeSettlement']!;
      settlement['ram:InvoiceReferencedDocument'] = {
        'ram:IssuerAssignedID': source.number,
        'ram:FormattedIssueDateTime': { 'qdt:DateTimeString': calendarDate(new Date(source.issuedAt)).replaceAll('-', ''), 'qdt:DateTimeString@format': '102' },
      };
    };
    return formatter;
  };
  return service;
}

/** The Factur-X file of a document: the printable PDF made PDF/A-3 with its factur-x.xml attached. */
export async function facturXPdf(doc: InvoiceDetail, source: Source, look: PdfLook): Promise<Uint8Array> {
  const pdf = await renderInvoicePdf(doc, look);
  try {
    return await serviceFor(source).generate(facturXDataOf(doc), {
      format: 'Factur-X-EN16931', lang: 'fr', noWarnings: true,
      pdf: { buffer: new Uint8Array(pdf), filename: `${doc.number}.pdf`, mimetype: 'application/pdf' },
    }) as Uint8Array;
  } catch (error) {
    // The library's schema check names what is wrong only in its errors: keep them in the message.
    const detail = (error as { errors?: unknown }).errors;
    throw detail ? new Error(`Factur-X data of ${doc.number} refused: ${JSON.stringify(detail)}`) : error;
  }
}
