import { useState, type ReactNode } from 'react';
import { Button } from 'antd';
import { http } from '../../app/http/client';
import { saveBlob } from '../crud/ImportDialog';

export interface DownloadButtonProps {
  /** GET call answering the file (a failure answers the envelope, which the client toasts). */
  url: string;
  params?: Record<string, unknown>;
  fileName: string;
  children: ReactNode;
  disabled?: boolean;
  testId?: string;
}

/** A button that downloads a generated file (PDF documents) with the session's token, spinning meanwhile. */
export function DownloadButton({ url, params, fileName, children, disabled, testId }: DownloadButtonProps) {
  const [loading, setLoading] = useState(false);
  const run = async () => {
    setLoading(true);
    try {
      saveBlob(await http.blob(url, params), fileName);
    } catch {
      // the client has shown the server's message
    } finally {
      setLoading(false);
    }
  };
  return (
    <Button loading={loading} disabled={disabled} data-testid={testId} onClick={() => void run()}>
      {children}
    </Button>
  );
}
