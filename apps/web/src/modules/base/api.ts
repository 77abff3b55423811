import { api } from '../../app/http/api';
import { bladeResource } from '../../shared/crud/resource';
import { PROJECT_BASE } from './projectField';

/** Every base-data call of the web app (projects, lookups, attendance addresses, card templates), named by what it does. */

export const projectResource = bladeResource(PROJECT_BASE, { save: 'add', update: 'update' });
export const projectApi = {
  /** A project with its special roles and the staff of each. */
  detail: (id: string) => api.get(`${PROJECT_BASE}/detail`, { id }),
  /** Replaces the staff of one of a project's roles. */
  setRole: (id: unknown, roleCode: string, staffIds: string) => api.post(`${PROJECT_BASE}/updateProjectRole`, { id, roleCode, staffIds }),
};

export const countryResource = bladeResource('/api/mcc-base/countrylist', { save: 'add', update: 'update' });
export const universityResource = bladeResource('/api/mcc-base/universitylist', { save: 'add', update: 'update' });
export const cityResource = bladeResource('/api/mcc-base/citylist', { save: 'add', update: 'update' });
export const attendanceAddressResource = bladeResource('/api/mcc-base/attendanceAddress', { save: 'save', update: 'update' });
export const cardTemplateResource = bladeResource('/api/mcc-base/cardtemplate', { save: 'save', update: 'update' });
