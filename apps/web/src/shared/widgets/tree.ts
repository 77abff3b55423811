/** Tree helpers shared by departments, roles, menus and every tree widget. */

export interface TreeNode {
  id: string;
  parentId?: string;
  title?: string;
  children?: TreeNode[];
  [key: string]: unknown;
}

export function findNode<T extends TreeNode>(nodes: T[], id: string): T | undefined {
  for (const node of nodes) {
    if (String(node.id) === id) return node;
    const found = node.children && findNode(node.children as T[], id);
    if (found) return found;
  }
  return undefined;
}

function containsId(node: TreeNode, id: string): boolean {
  return (node.children ?? []).some((child) => String(child.id) === id || containsId(child, id));
}

/**
 * A node's new parent may be neither the node itself nor one of its own descendants (seed 001 section 5);
 * answers the text key of the refusal.
 */
export function parentChoiceProblem(
  nodes: TreeNode[],
  selfId: string | undefined,
  parentId: string | undefined,
): 'prompt.notItself' | 'prompt.notParent' | undefined {
  if (!selfId || !parentId) return undefined;
  if (selfId === parentId) return 'prompt.notItself';
  const self = findNode(nodes, selfId);
  if (self && containsId(self, parentId)) return 'prompt.notParent';
  return undefined;
}

/** Every id in a tree, depth first. */
export function allIds(nodes: TreeNode[]): string[] {
  return nodes.flatMap((node) => [String(node.id), ...allIds(node.children ?? [])]);
}

export interface AntTreeNode {
  key: string;
  value: string;
  title: string;
  disabled?: boolean;
  children?: AntTreeNode[];
}

/** Maps server nodes (title/name/label keys vary by resource) to antd's tree shape. */
export function toAntTree(nodes: Array<Record<string, unknown>> | undefined, labelKey = 'title', valueKey = 'id'): AntTreeNode[] {
  return (nodes ?? []).map((node) => {
    const children = node.children as Array<Record<string, unknown>> | undefined;
    const label = node[labelKey] ?? node.title ?? node.name ?? node.label ?? node[valueKey];
    return {
      key: String(node[valueKey]),
      value: String(node[valueKey]),
      title: String(label ?? ''),
      disabled: Boolean(node.disabled),
      children: children?.length ? toAntTree(children, labelKey, valueKey) : undefined,
    };
  });
}
