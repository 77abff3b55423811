import { useEffect, useRef, useState } from 'react';
import type { ApiData } from '../../app/http/api';
import { definitionXml, deployProcess, latestDefinition } from './api';
import { Alert, Button, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { notify } from '../../app/notify';
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import 'bpmn-js/dist/assets/bpmn-font/css/bpmn-embedded.css';

/** The deployed definition shown (the latest listed, or what a deploy answered). */
type Definition = ApiData<'/api/blade-flow/manager/deploy', 'post'>;

interface Modeler {
  importXML: (xml: string) => Promise<unknown>;
  saveXML: (o: { format: boolean }) => Promise<{ xml?: string }>;
  destroy: () => void;
  get: (name: string) => unknown;
}

/**
 * The approval process of a form in the bpmn-js modeler (its own chunk). Deploying sends the XML to the
 * server, which accepts only the supported subset and names what it refuses.
 */
export default function FlowDesigner({ formId, processKey }: { formId: string; processKey: string }) {
  const { t } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const modeler = useRef<Modeler>(undefined);
  const [current, setCurrent] = useState<Definition>();
  const [loading, setLoading] = useState(true);
  const [problem, setProblem] = useState<string>();

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const [{ default: BpmnModeler }, page] = await Promise.all([import('bpmn-js/lib/Modeler'), latestDefinition(processKey)]);
      if (cancelled || !host.current) return;
      const latest = page.records[0];
      setCurrent(latest);
      const m = new BpmnModeler({ container: host.current }) as unknown as Modeler;
      modeler.current = m;
      if (latest) {
        const xml = await definitionXml(latest.id);
        await m.importXML(xml);
        (m.get('canvas') as { zoom: (z: string) => void }).zoom('fit-viewport');
      }
      setLoading(false);
    })().catch(() => setLoading(false));
    return () => {
      cancelled = true;
      modeler.current?.destroy();
    };
  }, [processKey]);

  const deploy = async () => {
    if (!modeler.current) return;
    setProblem(undefined);
    const { xml } = await modeler.current.saveXML({ format: true });
    try {
      const saved = await deployProcess(xml, formId);
      setCurrent(saved);
      notify.success(t('flow.deployed', { version: saved.version }));
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space>
        <span>
          {t('flow.formKey')}: {processKey} {current ? `v${current.version}` : ''}
        </span>
        <Button type="primary" onClick={() => void deploy()} disabled={loading}>
          {t('flow.deploy')}
        </Button>
      </Space>
      {problem && <Alert type="error" showIcon message={problem} data-testid="deploy-problem" />}
      {loading && <Spin />}
      <div ref={host} data-testid="flow-designer" style={{ height: 520, border: '1px solid rgba(128,128,128,.2)' }} />
    </Space>
  );
}
