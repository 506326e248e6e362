// The document search's PDF call (issue 14, SPEC 6 "Documents"): each delivery note, DTP delivery
// note, invoice and credit note as a PDF the server makes (modules/analytics/server/routes.ts). The
// document lists themselves are the synced analytics rows (./analytics.ts), searched offline.
//
// Each kind is open to one role of the area: a user with only 'Dokumente Lieferschein' sees and
// fetches delivery notes, not invoices. The screen filters by the same table.
import { z } from 'zod';
import { canAccess, type Principal } from '../../src/api/access';

export const DOCUMENT_FILE_KINDS = ['delivery', 'dtp', 'invoice', 'credit'] as const;
export type DocumentFileKind = (typeof DOCUMENT_FILE_KINDS)[number];

/** The role each kind of document needs (besides the area's feature Dokumentensuche). */
export const DOCUMENT_KIND_ROLE: Record<DocumentFileKind, string> = {
  delivery: 'Dokumente Lieferschein',
  dtp: 'Dokumente DTP Lieferschein',
  invoice: 'Dokumente Rechnung',
  credit: 'Dokumente Rechnung',
};

export const mayOpenKind = (principal: Pick<Principal, 'roles'>, kind: DocumentFileKind) =>
  principal.roles.includes(DOCUMENT_KIND_ROLE[kind]);

/**
 * Whether the principal may have documents of this kind at all: the documents area (a document
 * role and the feature Dokumentensuche) and the kind's own role. The PDF route and the pull of
 * the synced rows both apply it (issue 23: DTP notes and their priced lines reached users
 * through the pull whom the route refused).
 */
export const mayHaveKind = (principal: Principal, kind: DocumentFileKind) =>
  canAccess(principal, 'documents') && mayOpenKind(principal, kind);

/** `/analytics/documents/:kind/:file` with file `<id>.pdf`. */
export const DocumentPdfParams = z.strictObject({
  kind: z.enum(DOCUMENT_FILE_KINDS),
  file: z
    .string()
    .max(40)
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.pdf$/),
});
export const DocumentPdfQuery = z.strictObject({
  /** '1': as an attachment (a download) rather than inline. */
  download: z.enum(['0', '1']).optional(),
});

/** The address of a document's PDF below the API base. */
export const documentPdfPath = (kind: DocumentFileKind, documentId: string, download = false) =>
  `/analytics/documents/${kind}/${documentId}.pdf${download ? '?download=1' : ''}`;

/** The file name a document is saved as ('Lieferschein_LS40000123.pdf'). */
export const DOCUMENT_FILE_PREFIX: Record<DocumentFileKind, string> = {
  delivery: 'Lieferschein',
  dtp: 'DTP-Lieferschein',
  invoice: 'Rechnung',
  credit: 'Gutschrift',
};
export const documentFileName = (kind: DocumentFileKind, number: string) =>
  `${DOCUMENT_FILE_PREFIX[kind]}_${number.replace(/[^A-Za-z0-9-]/g, '')}.pdf`;
