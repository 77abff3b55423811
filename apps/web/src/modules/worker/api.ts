import { api } from '../../app/http/api';
import { http } from '../../app/http/client';
import { bladeResource } from '../../shared/crud/resource';

/** Every worker call of the web app, named by what it does (the pages import them). */

export const WORKER_BASE = '/api/mcc-worker/info';

/** The worker calls of the list and of the profile's edit form. */
export const workerResource = bladeResource(WORKER_BASE, { list: 'workerList', detail: 'workerDetail', save: 'addWorker', update: 'update1' });
/** A worker's profile: record, leave, documents, requests, history. */
export const workerProfile = (id: string) => api.get(`${WORKER_BASE}/profile`, { id });

/** Whether a worker may sign in to the phone app, and since when. */
export const selfAccessOf = (workerId: string) => api.get(`${WORKER_BASE}/selfAccess`, { workerId });
export const setSelfAccess = (workerId: string, on: boolean) => http.post(`${WORKER_BASE}/selfAccess`, { ids: workerId, enabled: on ? 1 : 0 });

export const specialistResource = bladeResource('/api/mcc-worker/specialist', { save: 'save', update: 'update' });
export const transitionResource = bladeResource('/api/mcc-worker/processsimplifytransition', { remove: false });

const TEAM_BASE = '/api/mcc-worker/team';
export const teamResource = bladeResource(TEAM_BASE, { save: 'addTeam', update: 'update', remove: 'delTeam' });
export const teamApi = {
  members: (teamId: string) => api.get(`${TEAM_BASE}/teamWorkerList`, { teamId, size: -1 }),
  addMembers: (teamId: unknown, workerIds: string) => api.post('/api/mcc-worker/teammember/addTeamMembers', { teamId, workerIds }),
  /** Takes one worker out of his team (the membership row's id). */
  removeMember: (id: string) => api.post('/api/mcc-worker/teammember/remove', { ids: id }),
  /** Moves a team, with its workers, to another project. */
  changeProject: (teamId: unknown, projectId: unknown) => api.post(`${TEAM_BASE}/teamChangeProject`, { teamId, projectId }),
};
