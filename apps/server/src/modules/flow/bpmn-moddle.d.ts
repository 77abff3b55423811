// bpmn-moddle ships no declaration of its entry point (only element types under ./types).
declare module 'bpmn-moddle' {
  export class BpmnModdle {
    constructor(packages?: Record<string, unknown>);
    fromXML(xml: string, typeName?: string): Promise<{ rootElement: unknown; warnings: { message: string }[]; references: unknown[] }>;
  }
}
