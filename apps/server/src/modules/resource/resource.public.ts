/*
 * What other modules read of the stored files (attachments): the files module's queries, so no module above it
 * reads the attachment table. Their links and bytes: attach.service.ts (attachmentRefs, assertAttachments,
 * attachmentBytes, storeFile).
 */
export { attachmentNameOf, attachmentsUploadedBy, isLiveAttachment } from './resource.queries.js';
