// The recipe upload's contract (issue 15): online only, no synced rows. The desktop screen lists,
// uploads (multipart), shows, downloads and deletes a delivery customer's uploaded prescriptions
// and makes a phone link (QR code); the phone uploads with that link's token instead of a login.
// The server half: modules/recipeUpload/server/routes.ts.
import { z } from 'zod';
import { UPLOAD_MIMES, UPLOAD_SOURCES } from './rules';
import { endpoint } from '../../src/api/endpoint';

export const RECIPE_UPLOAD_API = {
  /** GET: the list; POST (multipart, one file): an upload from the screen. */
  uploads: '/recipe-upload',
  /** GET the file (images inline, `?download=1` as an attachment); DELETE the upload. */
  upload: (id: string) => `/recipe-upload/${encodeURIComponent(id)}`,
  file: (id: string) => `/recipe-upload/${encodeURIComponent(id)}/file`,
  /** POST: a new phone link (token, address, QR code as SVG). */
  link: '/recipe-upload/link',
  /** The phone's calls, authorised by the link's token in UPLOAD_TOKEN_HEADER: GET info, POST a file. */
  mobile: '/mobile-upload',
} as const;

/** The header that carries a phone link's token (never the address: logs and Referer). */
export const UPLOAD_TOKEN_HEADER = 'X-Upload-Token';
/** The page path a QR code points to; the app sends it on to /mobile-file-uploader. */
export const clientAppLinkPath = (token: string) => `/client-app/link/${token}`;
/** Tokens are 32 random bytes in base64url. */
export const UploadToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

export const RecipeUpload = z.object({
  id: z.string().uuid(),
  fileName: z.string(),
  mime: z.enum(UPLOAD_MIMES),
  size: z.number().int(),
  source: z.enum(UPLOAD_SOURCES),
  createdAt: z.string(),
  createdBy: z.string(),
});
export type RecipeUpload = z.infer<typeof RecipeUpload>;

export const RecipeUploadList = z.object({ items: z.array(RecipeUpload) });
export type RecipeUploadList = z.infer<typeof RecipeUploadList>;

export const RecipeUploadParams = z.object({ id: z.string().uuid() });
export const RecipeFileQuery = z.object({ download: z.enum(['0', '1']).optional() });

export const UploadLinkAnswer = z.object({
  /** The whole address for the phone (PUBLIC_URL + /client-app/link/<token>). */
  url: z.string(),
  /**
   * The QR code of `url` as its modules: `size` × `size`, row by row, '1' dark and '0' light. The
   * screen draws them as SVG itself (no markup or data: address from the server).
   */
  qr: z.object({
    size: z.number().int().min(21).max(177),
    modules: z.string().regex(/^[01]+$/),
  }),
  expiresAt: z.string(),
});
export type UploadLinkAnswer = z.infer<typeof UploadLinkAnswer>;

export const MobileUploadInfo = z.object({
  customerName: z.string(),
  expiresAt: z.string(),
  uploads: z.number().int(),
  uploadsMax: z.number().int(),
});
export type MobileUploadInfo = z.infer<typeof MobileUploadInfo>;

export const MobileUploadAnswer = z.object({ fileName: z.string(), size: z.number().int() });

/** The screen's calls (issue 15); the screen shows their errors itself. */
export const RECIPE_UPLOAD_ENDPOINTS = {
  /** The session customer's uploads. */
  recipeUploads: endpoint({
    method: 'GET',
    path: RECIPE_UPLOAD_API.uploads,
    access: { area: 'recipeUpload' },
    answer: RecipeUploadList,
    silent: true,
  }),
  /** The route's path has the id as a parameter (`/recipe-upload/:id`, server/routes.ts). */
  deleteRecipeUpload: endpoint({
    method: 'DELETE',
    path: (id: string) => RECIPE_UPLOAD_API.upload(id),
    access: { area: 'recipeUpload' },
    silent: true,
  }),
  /** A phone link for uploads: its address and QR code, good for 15 minutes. */
  createUploadLink: endpoint({
    method: 'POST',
    path: RECIPE_UPLOAD_API.link,
    access: { area: 'recipeUpload' },
    answer: UploadLinkAnswer,
    status: 201,
    silent: true,
  }),
};
