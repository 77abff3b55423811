import { describe, expect, it } from 'vitest';
import { Button, Space } from 'antd';
import { flattenActions, splitActions } from './RowActions';
import { keyFieldNames, titleFieldNames } from './columns';
import { toFields, type FieldDefinition } from '../fields/definition';

const labels = (actions: { props: unknown }[]) => actions.map((a) => (a.props as { children: string }).children);

describe('row actions', () => {
  it('opens fragments and Space groups and drops empty slots', () => {
    const actions = flattenActions(
      <>
        <Button>View</Button>
        {false}
        <Space>
          <Button>Approve</Button>
          {null}
          {/* biome-ignore lint/complexity/noUselessFragments: a nested fragment is what the test flattens */}
          <>
            <Button danger>Reject</Button>
          </>
        </Space>
      </>,
    );
    expect(labels(actions)).toEqual(['View', 'Approve', 'Reject']);
  });

  it('keeps the first three safe actions as links and puts destructive and further ones under More', () => {
    const actions = flattenActions(
      <>
        <Button>View</Button>
        <Button>Edit</Button>
        <Button danger>Quit</Button>
        <Button>Records</Button>
        <Button>Confirmation</Button>
        <Button danger>Delete</Button>
      </>,
    );
    const { inline, more } = splitActions(actions);
    expect(labels(inline)).toEqual(['View', 'Edit', 'Records']);
    expect(labels(more)).toEqual(['Quit', 'Confirmation', 'Delete']);
  });
});

describe('key columns', () => {
  const defs = (...names: string[]): FieldDefinition[] => names.map((fieldName) => ({ fieldName, fieldLabel: fieldName, fieldType: 'input' }));

  it('fixes the leading number and name columns, at most two', () => {
    expect(keyFieldNames(toFields(defs('staffNo', 'enName', 'deptName')))).toEqual(['staffNo', 'enName']);
    expect(keyFieldNames(toFields(defs('employmentCode', 'name', 'projectId')))).toEqual(['employmentCode', 'name']);
    expect(keyFieldNames(toFields(defs('category', 'requestNo')))).toEqual([]);
  });

  it('lets a page name its key columns', () => {
    const fields = toFields([...defs('category'), { fieldName: 'requestNo', fieldLabel: 'No', fieldType: 'input', fieldOption: { fixed: true } }]);
    expect(keyFieldNames(fields)).toEqual(['requestNo']);
  });

  it('titles a record with its name and shows its number beside it', () => {
    expect(titleFieldNames(toFields(defs('staffNo', 'enName')))).toEqual({ name: 'enName', number: 'staffNo' });
    expect(titleFieldNames(toFields(defs('requestNo', 'status')))).toEqual({ name: 'requestNo', number: undefined });
  });
});
