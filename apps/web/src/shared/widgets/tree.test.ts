import { describe, expect, it } from 'vitest';
import { parentChoiceProblem, toAntTree } from './tree';

const tree = [
  { id: '1', title: 'Company', children: [{ id: '2', title: 'HR', children: [{ id: '3', title: 'Recruiting' }] }] },
  { id: '4', title: 'Other' },
];

describe('choosing a parent node', () => {
  it('refuses the node itself', () => {
    expect(parentChoiceProblem(tree, '2', '2')).toBe('prompt.notItself');
  });
  it('refuses one of its own descendants', () => {
    expect(parentChoiceProblem(tree, '1', '3')).toBe('prompt.notParent');
  });
  it('accepts any other node', () => {
    expect(parentChoiceProblem(tree, '3', '4')).toBeUndefined();
    expect(parentChoiceProblem(tree, '3', '1')).toBeUndefined();
  });
});

describe('tree mapping', () => {
  it('reads name or title and keeps disabled nodes', () => {
    expect(toAntTree([{ id: 1, name: 'A', disabled: true, children: [{ id: 2, name: 'B' }] }])).toEqual([
      { key: '1', value: '1', title: 'A', disabled: true, children: [{ key: '2', value: '2', title: 'B', disabled: false, children: undefined }] },
    ]);
  });
});
