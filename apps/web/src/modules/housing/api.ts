import { http } from '../../app/http/client';
import { api } from '../../app/http/api';
import { saveBlob } from '../../shared/crud/ImportDialog';
import { bladeResource } from '../../shared/crud/resource';
import type { FieldDefinition, FieldOption } from '../../shared/fields/definition';

export const HOUSING = '/api/mcc-worker';

/** A pick-one field over a list URL whose rows carry `labelKey` (plots, buildings, rooms); `option` adds to its options. */
export function pickField(
  fieldName: string,
  label: string,
  url: string,
  labelKey: string,
  extra: Partial<FieldDefinition> = {},
  option: FieldOption = {},
): FieldDefinition {
  return {
    fieldName,
    fieldLabel: label,
    fieldType: 'tree',
    span: 12,
    ...extra,
    fieldOption: { treeUrl: url, treeParams: { current: 1, size: -1 }, labelKey, display: (row) => String(row[labelKey] ?? ''), ...option },
  };
}

export const plotField = (label: string, extra: Partial<FieldDefinition> = {}, option: FieldOption = {}) =>
  pickField('plotId', label, `${HOUSING}/dwellplot/plot`, 'plotName', extra, option);

/** Open rooms with a free bed ("Dormitory / Blk / #Room (n free)"). */
export const freeRoomField = (label: string) => pickField('roomId', label, `${HOUSING}/dwellroom/options`, 'label', { required: 1, span: 24, sort: 2 });

export interface SaveWorkerInput {
  action: 'assign' | 'checkOut';
  roomId?: string;
  workerIds: string[];
  date?: string;
  remark?: string;
}

/** Assign, move or check out: one call, the server counts the beds under a lock on the room. */
export const saveWorker = (input: SaveWorkerInput) => api.post(`${HOUSING}/dwellroomref/saveWorker`, { ...input, workerIds: input.workerIds.join(',') });

/** Downloads an export (blob) under a file name. */
export async function download(url: string, params: Record<string, unknown>, fileName: string) {
  saveBlob(await http.blob(url, params), fileName);
}

export const PLOT_BASE = `${HOUSING}/dwellplot`;
export const BUILDING_BASE = `${HOUSING}/dwellbuilding`;
export const ROOM_BASE = `${HOUSING}/dwellroom`;
export const plotResource = bladeResource(PLOT_BASE, { save: 'save', update: 'update' });
export const buildingResource = bladeResource(BUILDING_BASE, { save: 'save', update: 'update' });
export const roomResource = bladeResource(ROOM_BASE, { save: 'save', update: 'update' });
/** Who lives where (assign, move, check out go through saveWorker and the page's commands). */
export const stayResource = bladeResource(`${HOUSING}/dwellroomref`, { detail: false, remove: false });
/** Active workers without a room. */
export const homelessResource = bladeResource(`${HOUSING}/dwellroomref`, { list: 'noUnitWorker', detail: false, remove: false });

/** Site transfers (CF): the applications, and sending workers to another project. */
export const SITE_TRANSFER_BASE = '/api/mcc-worker/teammember';
export const siteTransferResource = bladeResource(SITE_TRANSFER_BASE, { list: 'cFactoryList', detail: false, remove: false });
export const sendToSite = (values: Record<string, unknown>, workerIds: unknown) => api.post(`${SITE_TRANSFER_BASE}/cFactory`, { ...values, workerIds });
