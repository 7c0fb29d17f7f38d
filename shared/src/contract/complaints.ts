import * as v from 'valibot';
import { endpoint } from './endpoint';
import { PATHS } from './paths';
import { envelope, Id, requiredText } from './common';
import { Complaint, Memory } from './entities';
import { LIMITS } from './limits';

export const ComplaintBody = v.object({
  /** Only the caller's own id is accepted; the form sends it when it knows it. */
  UserId: v.optional(Id),
  message: requiredText(LIMITS.messageMax),
  file: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(200)))),
});
export type ComplaintBody = v.InferOutput<typeof ComplaintBody>;

export const StoredUpload = v.object({
  file: v.string(),
  size: v.number(),
  kind: v.string(),
  /** For a ZIP: where its entries were unpacked for the complaints team, relative to the shop's folder. */
  unpacked: v.optional(v.array(v.string())),
});

/**
 * Complaints with an attached file, and the photo wall's memories. The two uploads are
 * multipart forms: they have no JSON body here, the routes read their parts themselves.
 */
export const complaints = {
  upload: endpoint({ method: 'POST', path: PATHS.fileUpload, bodyType: 'multipart', response: envelope(StoredUpload) }),
  create: endpoint({ method: 'POST', path: PATHS.complaints, body: ComplaintBody, response: envelope(Complaint) }),
  list: endpoint({ method: 'GET', path: PATHS.complaints, response: envelope(v.array(Complaint)) }),
};

export const memories = {
  list: endpoint({ method: 'GET', path: PATHS.memories, response: envelope(v.array(Memory)) }),
  upload: endpoint({ method: 'POST', path: PATHS.memories, bodyType: 'multipart', response: envelope(Memory) }),
};
