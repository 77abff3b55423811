import { useEffect, useRef, useState } from 'react';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DiagramView } from './api';
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import './diagram.css';

/** The request's process drawn with bpmn-js (its own chunk), completed and active elements highlighted. */
export default function ProcessDiagram({ view }: { view: DiagramView }) {
  const { t } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!view.xml || !host.current) return;
    let viewer: { destroy: () => void } | undefined;
    let cancelled = false;
    void import('bpmn-js/lib/NavigatedViewer').then(async ({ default: Viewer }) => {
      if (cancelled || !host.current) return;
      const v = new Viewer({ container: host.current });
      viewer = v;
      try {
        await v.importXML(view.xml);
        const canvas = v.get('canvas') as { zoom: (z: string) => void; addMarker: (id: string, cls: string) => void };
        canvas.zoom('fit-viewport');
        const registry = v.get('elementRegistry') as { get: (id: string) => unknown };
        const mark = (ids: string[], cls: string) => {
          for (const id of ids) if (registry.get(id)) canvas.addMarker(id, cls);
        };
        mark(view.completed, 'flow-completed');
        mark(view.flows, 'flow-completed');
        mark(view.active, 'flow-active');
      } catch {
        setFailed(true);
      }
    });
    return () => {
      cancelled = true;
      viewer?.destroy();
    };
  }, [view]);
  if (!view.xml || failed) return <Empty description={t('flow.noDiagram')} />;
  return <div ref={host} data-testid="process-diagram" style={{ height: 360, border: '1px solid rgba(128,128,128,.2)' }} />;
}
