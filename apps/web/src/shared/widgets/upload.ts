import { createContext, useContext, useEffect } from 'react';
import { http } from '../../app/http/client';

/** What an upload answers and a form stores (seed 001 section 3, "Upload attachment"). */
export interface Attachment {
  id?: string;
  attachId: string;
  originalName: string;
  link: string;
  name?: string;
}

export const UPLOAD_URL = '/api/blade-resource/oss/endpoint/put-file-attach';
export const DEFAULT_UPLOAD_LIMIT = 10;
export const TABLE_UPLOAD_LIMIT = 9;

export async function uploadFile(file: File): Promise<Attachment> {
  const body = new FormData();
  body.append('file', file);
  const answer = await http.post<Attachment & { attachId?: string; id?: string }>(UPLOAD_URL, body);
  return { ...answer, attachId: String(answer.attachId ?? answer.id), originalName: answer.originalName ?? file.name };
}

/**
 * How many files a field may hold: one for a single object, else the field's uploadLimit or numberMax,
 * else the context default (9 in the generic table, 10 elsewhere).
 */
export function uploadLimit(option: { single?: boolean; uploadLimit?: number; numberMax?: number }, contextDefault = DEFAULT_UPLOAD_LIMIT): number {
  if (option.single) return 1;
  return option.uploadLimit ?? option.numberMax ?? contextDefault;
}

/** Forms count uploads in flight so they can refuse to submit during one. */
export interface UploadTracker {
  setBusy: (key: string, busy: boolean) => void;
  defaultLimit: number;
}

export const UploadTrackerContext = createContext<UploadTracker>({ setBusy: () => {}, defaultLimit: DEFAULT_UPLOAD_LIMIT });

export function useReportUpload(key: string, busy: boolean) {
  const tracker = useContext(UploadTrackerContext);
  useEffect(() => {
    tracker.setBusy(key, busy);
    return () => tracker.setBusy(key, false);
  }, [tracker, key, busy]);
  return tracker;
}
