import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Readable } from 'node:stream';
import { z } from 'zod';
import {
  clientBodySchema, clientContactBodySchema, clientContactSchema, clientDocumentsSchema, clientFileQuerySchema, clientFileSchema, clientImportBodySchema,
  clientImportConfirmSchema, clientImportListSchema, clientImportSchema, clientListQuerySchema, clientMergeBodySchema, clientMergeResultSchema, clientNoteBodySchema,
  clientPageSchema, clientTimelineEntrySchema, clientTypologiesSchema, crmClientDetailSchema, crmClientMessages as cm, errorSchema, idSchema,
  type Agent, type ClientDocuments, type ClientTimelineEntry, type UserContact,
} from '@vendange/contracts';
import { HttpError, InternalCallError, notFound, type InternalCall, type ServiceJobs } from '@vendange/service-kit';
import type { Actor, ClientScope, ClientsRepo } from '../clients-repo';
import type { CoverageRepo } from '../structure/coverage-repo';
import { CSV_BOM, clientCsvHeader, clientCsvLine } from '../clients/client-csv';
import type { clientImportsRepo, ImportAgent } from '../clients/client-imports';
import { mergeClients } from '../clients/client-merge';
import type { Db } from '@vendange/service-kit';

interface Deps { repo: ClientsRepo; coverage: CoverageRepo; imports: ReturnType<typeof clientImportsRepo>; db: Db; internal: InternalCall; jobs: ServiceJobs }

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
// agentScope: an agent reads and writes only the clients given to them (docs/decisions/sales-structure.md).
const READ = { permission: 'seeAllClient', shop: { query: 'shopId' }, module: 'crm', agentScope: true } as const;
const WRITE_BODY = { permission: 'createClient', shop: { body: 'shopId' }, module: 'crm', agentScope: true } as const;
const WRITE_QUERY = { permission: 'createClient', shop: { query: 'shopId' }, module: 'crm', agentScope: true } as const;
const params = z.object({ id: idSchema });
const contactParams = z.object({ id: idSchema, contactId: idSchema });

/** The staff member acting, with the name notes are signed with (identity knows it; a note still saves without it). */
async function actorOf(internal: InternalCall, userId: number): Promise<Actor> {
  const contact = await internal<UserContact>('identity', 'GET', `/v1/internal/users/${userId}/contact`).catch(() => null);
  const name = contact ? `${contact.firstname} ${contact.lastname}`.trim() : '';
  return { id: userId, name: name || null };
}

/** Typologies are the shop's price lists (catalog): a client's must be one of them. */
async function typologyKeys(internal: InternalCall, shopId: number): Promise<string[]> {
  return (await internal<{ keys: string[] }>('catalog', 'GET', `/v1/internal/shops/${shopId}/typologies`)).keys;
}

function timelineOf(events: Awaited<ReturnType<ClientsRepo['events']>>, documents: ClientDocuments | null): ClientTimelineEntry[] {
  const entries: ClientTimelineEntry[] = events.map((e) => ({ at: e.createdAt.toISOString(), kind: e.kind, body: e.body, author: e.authorName, documentId: e.kind === 'note' ? e.id : null }));
  if (documents) {
    for (const o of documents.orders) entries.push({ at: o.createdAt, kind: 'order', body: o.reference, author: null, documentId: o.id });
    for (const q of documents.quotes) entries.push({ at: q.createdAt, kind: 'quote', body: q.reference, author: null, documentId: q.id });
    for (const i of documents.invoices) entries.push({ at: i.issuedAt, kind: i.kind === 'credit' ? 'creditNote' : 'invoice', body: i.number, author: null, documentId: i.id });
    for (const s of documents.samples) entries.push({ at: s.createdAt, kind: 'sample', body: null, author: null, documentId: s.id });
  }
  return entries.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
}

/** The CRM's clients (docs/decisions/crm-clients.md): seeAllClient reads, createClient writes, module crm. */
export const clientRoutes: FastifyPluginAsyncZod<Deps> = async (app, { repo, coverage, imports, db, internal, jobs }) => {
  /** The list's scope: the acting shop, or an agent's clients in the shop asked (else every producer they work for). */
  const listScope = (request: { access: FastifyRequest['access']; query: { shopId?: number } }): ClientScope => {
    const { access } = request;
    if (!access.agentScope) return access.shopId;
    return { agentId: access.agentScope, shopIds: request.query.shopId ? [access.shopId] : access.shopsWith('seeAllClient') };
  };

  app.get('/clients', {
    config: { access: READ },
    schema: {
      tags: ['crm'], summary: "A shop's clients: search (name, e-mail, business, SIRET), filters, sort, pages (seeAllClient)", security: [{ bearer: [] }],
      querystring: clientListQuerySchema, response: { 200: clientPageSchema, ...errors },
    },
  }, async (request) => repo.list(listScope(request), request.query));

  app.get('/clients/export.csv', {
    config: { access: READ },
    schema: {
      tags: ['crm'], summary: 'The filtered list as a French CSV (; separated, UTF-8 with BOM) (seeAllClient)', security: [{ bearer: [] }],
      querystring: clientListQuerySchema,
      // 200 is text/csv: no JSON schema to serialize it with.
      response: { ...errors },
    },
  }, async (request, reply) => {
    const pages = repo.all(listScope(request), request.query);
    async function* lines() {
      yield `${CSV_BOM}${clientCsvHeader()}\r\n`;
      for await (const page of pages) yield page.map((c) => `${clientCsvLine(c)}\r\n`).join('');
    }
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="clients-${new Date().toISOString().slice(0, 10)}.csv"`)
      .header('cache-control', 'private, no-store')
      .send(Readable.from(lines()) as never);
  });

  app.get('/clients/typologies', {
    config: { access: READ },
    schema: { tags: ['crm'], summary: "The shop's price lists a client may have (seeAllClient)", security: [{ bearer: [] }], querystring: clientFileQuerySchema, response: { 200: clientTypologiesSchema, ...errors } },
  }, async (request) => ({ keys: await typologyKeys(internal, request.access.shopId) }));

  app.post('/clients', {
    config: { access: WRITE_BODY },
    schema: { tags: ['crm'], summary: 'Adds a client or a prospect, with its contacts (createClient)', security: [{ bearer: [] }], body: clientBodySchema, response: { 201: crmClientDetailSchema, ...errors } },
  }, async (request, reply) => {
    const { shopId } = request.access;
    if (request.body.typology && !(await typologyKeys(internal, shopId)).includes(request.body.typology)) throw new HttpError(400, 'UNKNOWN_TYPOLOGY', cm.unknownTypology);
    const created = await repo.create(shopId, request.body, await actorOf(internal, request.access.subject.id), 'staff', request.access.agentScope);
    return reply.code(201).send(created);
  });

  app.get('/clients/:id', {
    config: { access: READ },
    schema: {
      tags: ['crm'], summary: "A client's page: identity, contacts, documents from orders, balance, timeline (seeAllClient)", security: [{ bearer: [] }],
      params, querystring: clientFileQuerySchema, response: { 200: clientFileSchema, ...errors },
    },
  }, async (request) => {
    const { access } = request;
    // An agent naming no shop reads a client given to them at whichever producer it belongs to.
    const shopId = access.agentScope && !request.query.shopId
      ? (await coverage.shopOfCovered(access.agentScope, request.params.id, access.shopsWith('seeAllClient'))) ?? access.shopId
      : access.shopId;
    const client = await repo.detail(shopId, request.params.id, access.agentScope);
    if (!client) throw notFound(cm.notFound);
    const query = new URLSearchParams({ clientId: String(client.id), ...(client.userId ? { userId: String(client.userId) } : {}) });
    let documents: ClientDocuments | null = null;
    let documentsError: string | null = null;
    try {
      documents = clientDocumentsSchema.parse(await internal<unknown>('orders', 'GET', `/v1/internal/shops/${shopId}/client-documents?${query.toString()}`));
    } catch (error) {
      request.log.warn({ err: error, clientId: client.id }, 'client documents unavailable');
      documentsError = 'Les commandes et factures de ce client n’ont pas pu être lues : rechargez la page dans un instant.';
    }
    return { client, documents, documentsError, timeline: timelineOf(await repo.events(shopId, client.id), documents) };
  });

  app.put('/clients/:id', {
    config: { access: WRITE_BODY },
    schema: { tags: ['crm'], summary: 'Edits a client (createClient)', security: [{ bearer: [] }], params, body: clientBodySchema, response: { 200: crmClientDetailSchema, ...errors } },
  }, async (request) => {
    const { shopId } = request.access;
    if (request.body.typology && !(await typologyKeys(internal, shopId)).includes(request.body.typology)) throw new HttpError(400, 'UNKNOWN_TYPOLOGY', cm.unknownTypology);
    return repo.update(shopId, request.params.id, request.body, await actorOf(internal, request.access.subject.id));
  });

  /** A client of the acting shop still in its file, or 404/409 in French. */
  async function ownClient(shopId: number, id: number) {
    const row = await repo.row(shopId, id);
    if (!row) throw notFound(cm.notFound);
    if (row.mergedIntoId) throw new HttpError(409, 'CLIENT_MERGED', cm.merged);
    return row;
  }

  app.post('/clients/:id/contacts', {
    config: { access: WRITE_BODY },
    schema: { tags: ['crm'], summary: 'Adds a contact person to a client (createClient)', security: [{ bearer: [] }], params, body: clientContactBodySchema.extend({ shopId: idSchema.optional() }), response: { 201: clientContactSchema, ...errors } },
  }, async (request, reply) => {
    const { shopId } = request.access;
    await ownClient(shopId, request.params.id);
    const { shopId: _shop, ...body } = request.body;
    return reply.code(201).send(await repo.addContact(shopId, request.params.id, body));
  });

  app.put('/clients/:id/contacts/:contactId', {
    config: { access: WRITE_BODY },
    schema: { tags: ['crm'], summary: "Edits a client's contact (createClient)", security: [{ bearer: [] }], params: contactParams, body: clientContactBodySchema.extend({ shopId: idSchema.optional() }), response: { 200: clientContactSchema, ...errors } },
  }, async (request) => {
    const { shopId } = request.access;
    await ownClient(shopId, request.params.id);
    const { shopId: _shop, ...body } = request.body;
    const contact = await repo.updateContact(shopId, request.params.id, request.params.contactId, body);
    if (!contact) throw notFound(cm.contactNotFound);
    return contact;
  });

  app.delete('/clients/:id/contacts/:contactId', {
    config: { access: WRITE_QUERY },
    schema: { tags: ['crm'], summary: "Removes a client's contact (createClient)", security: [{ bearer: [] }], params: contactParams, querystring: clientFileQuerySchema, response: { 204: z.null(), ...errors } },
  }, async (request, reply) => {
    const { shopId } = request.access;
    await ownClient(shopId, request.params.id);
    if (!(await repo.removeContact(shopId, request.params.id, request.params.contactId))) throw notFound(cm.contactNotFound);
    return reply.code(204).send(null);
  });

  app.post('/clients/:id/notes', {
    config: { access: WRITE_BODY },
    schema: { tags: ['crm'], summary: 'Writes a note on a client (createClient)', security: [{ bearer: [] }], params, body: clientNoteBodySchema, response: { 200: clientTimelineEntrySchema, 201: clientTimelineEntrySchema, ...errors } },
  }, async (request, reply) => {
    const { shopId } = request.access;
    await ownClient(shopId, request.params.id);
    const note = await repo.addNote(shopId, request.params.id, request.body.body, await actorOf(internal, request.access.subject.id), request.body.key);
    return reply.code(note.created ? 201 : 200).send({ at: note.createdAt.toISOString(), kind: 'note' as const, body: note.body, author: note.authorName, documentId: note.id });
  });

  app.post('/clients/merge', {
    config: { access: WRITE_BODY },
    schema: { tags: ['crm'], summary: "Merges a client into another: contacts, notes, tags and orders' documents go to the kept one (createClient)", security: [{ bearer: [] }], body: clientMergeBodySchema, response: { 200: clientMergeResultSchema, ...errors } },
  }, async (request) => {
    const { shopId } = request.access;
    return mergeClients(db, jobs.announce, shopId, request.body.keepId, request.body.mergeId, await actorOf(internal, request.access.subject.id));
  });

  /** The shop's unblocked agent of that id (identity's internal read), else null: a staff member's import is nobody's. */
  async function agentOf(shopId: number, userId: number): Promise<ImportAgent | null> {
    try {
      const a = await internal<Agent>('identity', 'GET', `/v1/internal/shops/${shopId}/agents/${userId}`);
      return { id: a.id, name: `${a.firstname} ${a.lastname}`.trim() };
    } catch (error) {
      if (error instanceof InternalCallError && error.statusCode === 404) return null;
      throw error;
    }
  }

  // Imports: an agent (agentScope) reaches only the imports they made, reads only the duplicates of their clients,
  // and gets the clients created (docs/decisions/crm-clients.md).
  app.get('/clients/imports', {
    config: { access: { ...WRITE_QUERY } },
    schema: { tags: ['crm'], summary: 'Imports of clients, newest first (createClient)', security: [{ bearer: [] }], querystring: clientFileQuerySchema, response: { 200: clientImportListSchema, ...errors } },
  }, async (request) => ({ items: await imports.list(request.access.shopId, request.access.agentScope) }));

  app.post('/clients/imports', {
    config: { access: WRITE_BODY },
    bodyLimit: 3 * 1024 * 1024,
    schema: { tags: ['crm'], summary: 'Reads a CSV of clients: errors per line and duplicates, nothing created yet (createClient)', security: [{ bearer: [] }], body: clientImportBodySchema, response: { 201: clientImportSchema, ...errors } },
  }, async (request, reply) => {
    const { shopId } = request.access;
    return reply.code(201).send(await imports.preview(shopId, request.body.fileName, request.body.content, { id: request.access.subject.id, name: null }, request.access.agentScope));
  });

  app.get('/clients/imports/:id', {
    config: { access: WRITE_QUERY },
    schema: { tags: ['crm'], summary: 'One import of clients (createClient)', security: [{ bearer: [] }], params, querystring: clientFileQuerySchema, response: { 200: clientImportSchema, ...errors } },
  }, async (request) => {
    const found = await imports.one(request.access.shopId, request.params.id, request.access.agentScope);
    if (!found) throw notFound('Cet import n’existe pas : rechargez la liste des imports.');
    return found;
  });

  app.post('/clients/imports/:id/confirm', {
    config: { access: WRITE_BODY },
    schema: { tags: ['crm'], summary: 'Creates the clients of a previewed import, duplicates left out (createClient)', security: [{ bearer: [] }], params, body: clientImportConfirmSchema, response: { 200: clientImportSchema, ...errors } },
  }, async (request) => {
    const { shopId, agentScope } = request.access;
    const actor = await actorOf(internal, request.access.subject.id);
    // An agent's import gives its clients to them, whoever confirms it (the agent, or staff opening it).
    const creator = agentScope ? agentScope : await imports.creatorOf(shopId, request.params.id);
    const agent: ImportAgent | null = agentScope ? { id: agentScope, name: actor.name ?? '' } : creator ? await agentOf(shopId, creator) : null;
    const done = await imports.confirm(shopId, request.params.id, actor, agent, agentScope);
    if (!done) throw notFound('Cet import n’existe pas : rechargez la liste des imports.');
    return done;
  });

  app.post('/clients/imports/:id/revert', {
    config: { access: WRITE_BODY },
    schema: {
      tags: ['crm'], summary: 'Undoes a completed import: the clients it created removed, refused (409) while one has documents (createClient)',
      security: [{ bearer: [] }], params, body: clientImportConfirmSchema, response: { 200: clientImportSchema, ...errors },
    },
  }, async (request) => {
    const done = await imports.revert(request.access.shopId, request.params.id, request.access.agentScope);
    if (!done) throw notFound('Cet import n’existe pas : rechargez la liste des imports.');
    return done;
  });
};
