// The contract of the shell's two server calls (issue 13): the help button's contact (the sales
// office and the representative of the session's delivery customer) and SPEC 7's "Domain
// suggestions" (none → the wholesaler's other portals and sites, each with label and url).
import { z } from 'zod';
import { endpoint } from './endpoint';
import { API } from './paths';

/** A sales office (Verkaufsbüro, Innendienst) as the help dialog shows it. */
export const SalesOffice = z.strictObject({
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  openingHours: z.string(),
});
export type SalesOffice = z.infer<typeof SalesOffice>;

/** The representative (Vertreter) who looks after the customer; phone when one is on file. */
export const Representative = z.strictObject({
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string(),
});
export type Representative = z.infer<typeof Representative>;

/**
 * GET help contact: for the session's current delivery customer (the differential one in
 * differential mode); lieferkundeNr null when none is chosen. Either part is null when none is
 * assigned.
 */
export const HelpContact = z.strictObject({
  lieferkundeNr: z.number().int().nullable(),
  salesOffice: SalesOffice.nullable(),
  representative: Representative.nullable(),
});
export type HelpContact = z.infer<typeof HelpContact>;

/** Only http(s) links are offered: a stored `javascript:` url must never become a link. */
export const isWebUrl = (url: string): boolean => /^https?:\/\/[^\s]+$/i.test(url);

export const DomainSuggestion = z.strictObject({
  id: z.string(),
  label: z.string(),
  url: z.string().refine(isWebUrl),
});
export type DomainSuggestion = z.infer<typeof DomainSuggestion>;

export const DomainSuggestions = z.strictObject({ items: z.array(DomainSuggestion) });
export type DomainSuggestions = z.infer<typeof DomainSuggestions>;

/** Both calls, declared once (src/api/endpoint.ts): silent, the shell keeps their last answer offline. */
export const SHELL_ENDPOINTS = {
  helpContact: endpoint({
    method: 'GET',
    path: API.helpContact,
    access: 'user',
    answer: HelpContact,
    silent: true,
  }),
  domainSuggestions: endpoint({
    method: 'GET',
    path: API.domainSuggestions,
    access: 'user',
    answer: DomainSuggestions,
    silent: true,
  }),
};
