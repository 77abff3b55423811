import i18n from '../../app/i18n/i18n';
import type { FieldDefinition } from '../../shared/fields/definition';
import { parentChoiceProblem, type TreeNode } from '../../shared/widgets/tree';
import type { FormMode } from '../../shared/fields/definition';
import { queryClient } from '../../app/queryClient';
import { notify } from '../../app/notify';

/** A parent picker over one of the system trees (departments, roles, menus). */
export function parentField(treeUrl: string, label = i18n.t('system.parent')): FieldDefinition {
  return { fieldName: 'parentId', fieldLabel: label, fieldType: 'tree', sort: 5, fieldOption: { treeUrl, hideInTable: true } };
}

/** The display order; `fieldName` where a table names it otherwise (posts: `postSort`). */
export const sortField = (fieldName = 'sort'): FieldDefinition => ({
  fieldName,
  fieldLabel: i18n.t('system.sort'),
  fieldType: 'number',
  sort: 90,
  fieldOption: { numberMin: 0, numberMax: 100000 },
});

export const remarkField = (): FieldDefinition => ({
  fieldName: 'remark',
  fieldLabel: i18n.t('system.remark'),
  fieldType: 'textarea',
  sort: 95,
  fieldOption: { hideInTable: true },
});

/**
 * The tree-edit refusal for a CRUD page whose rows form a tree: answers the translated message, or
 * undefined when the chosen parent is allowed. Reads the rows the page last listed.
 */
export function treeParentCheck(resourceKey: string) {
  return (values: Record<string, unknown>, mode: FormMode): string | undefined => {
    if (mode !== 'edit') return undefined;
    const cached = queryClient.getQueriesData<TreeNode[]>({ queryKey: ['crud', resourceKey] });
    const tree = cached.flatMap(([, data]) => (Array.isArray(data) ? data : []));
    const problem = parentChoiceProblem(tree, values.id === undefined ? undefined : String(values.id), values.parentId ? String(values.parentId) : undefined);
    return problem && i18n.t(problem);
  };
}

/** A row command (enable, close, resend: one of api.ts's calls): run it, confirm success, reload the list. */
export function runRowCommand(command: Promise<unknown>, reload: () => void): void {
  command.then(
    () => {
      notify.success(i18n.t('prompt.success'));
      reload();
    },
    // the HTTP client has shown the server's message
    () => undefined,
  );
}
